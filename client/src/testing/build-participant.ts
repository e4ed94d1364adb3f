import type { RoundtableParticipant } from "@shared/types";

/** Someone at a roundtable as its organizer's list returns them: a student "<firstName> Reader" of chapter 1. */
export function buildParticipant(id: number, firstName: string, status: "joined" | "waitlisted", joinedAt: string): RoundtableParticipant {
  return {
    id: 100 + id,
    status,
    joinedAt,
    user: { id, firstName, lastName: "Reader", email: `${firstName.toLowerCase()}@example.edu`, profileImageUrl: null, userType: "student", chapterId: 1, chapter: null, chapterColor: null },
  };
}
