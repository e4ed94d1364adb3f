import type { Roundtable } from "@shared/types";

/** Seen by a member who neither organizes it, sits at it nor waits for it. */
const STRANGER_VIEW = {
  isOrganizer: false,
  isJoined: false,
  isWaitlisted: false,
  waitlistPosition: null,
  isCoOrganizer: false,
  isInvitedToCoOrganize: false,
} satisfies Partial<Roundtable>;

/** Nothing in it matches the member. */
const NO_MATCH = { matchScore: 0, matchLevel: null, matchReasons: [] } satisfies Partial<Roundtable>;

/** A proposal: not yet placed on the program, no preferred session. */
const PROPOSAL = { programStatus: "proposed", preferredSession: null, session: null, room: null, programNote: null } satisfies Partial<Roundtable>;

/** A roundtable as the list returns it; override what the test is about. */
export function buildRoundtable(overrides: Partial<Roundtable> = {}): Roundtable {
  return {
    id: 1,
    conventionId: 1,
    title: "Haunted Houses",
    description: "Poe and Jackson side by side.",
    category: "Gothic Literature",
    targetAudience: "both",
    maxParticipants: 5,
    tags: ["gothic", "Poe"],
    organizerId: 10,
    scheduledDate: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    organizer: { firstName: "Anne", lastName: "Rice", profileImageUrl: null, chapterId: 1, chapter: "Tulane University", chapterColor: "#b5452b" },
    participantCount: 2,
    waitlistCount: 0,
    chapterCount: 1,
    chapters: [{ id: 1, name: "Tulane University", color: "#b5452b" }],
    coOrganizers: [],
    ...STRANGER_VIEW,
    ...NO_MATCH,
    ...PROPOSAL,
    ...overrides,
  };
}
