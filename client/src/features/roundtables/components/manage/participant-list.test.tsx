import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { RoundtableParticipant } from "@shared/types";
import { ParticipantList } from "./participant-list";

function participant(id: number, firstName: string, email: string | null): RoundtableParticipant {
  return {
    id,
    status: "joined",
    joinedAt: "2026-02-03T15:00:00.000Z",
    user: { id: 100 + id, firstName, lastName: "Reader", email, profileImageUrl: null, userType: "student", chapterId: 1, chapter: "Alpha", chapterColor: "#8c1d40" },
  };
}

describe("ParticipantList", () => {
  it("when a participant keeps their address private, then they show by name with the joined date and no address", () => {
    render(
      <ParticipantList
        participants={[participant(1, "Shared", "shared@example.edu"), participant(2, "Private", null)]}
        organizerId={0}
        showEmailAndDate
        canRemove={() => false}
        onRemove={() => {}}
        removingId={undefined}
      />,
    );
    const [shared, hidden] = screen.getAllByRole("listitem");
    expect(shared).toHaveTextContent("shared@example.edu · Joined");
    expect(hidden).toHaveTextContent("Private Reader");
    expect(hidden).toHaveTextContent(/Joined/);
    expect(hidden).not.toHaveTextContent("@");
    expect(hidden).not.toHaveTextContent("null");
  });
});
