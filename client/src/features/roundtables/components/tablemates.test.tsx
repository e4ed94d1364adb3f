import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Roundtable, RoundtableParticipant } from "@shared/types";
import { currentUserKey } from "@/lib/auth";
import { createQueryClient } from "@/lib/query-client";
import { buildMember } from "@/testing/build-member";
import { buildRoundtable } from "@/testing/build-roundtable";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { Tablemates } from "./tablemates";

const ORGANIZER = 10;
const READER = 30;

function seat(userId: number, firstName: string, overrides: Partial<RoundtableParticipant["user"]> = {}, status: "joined" | "waitlisted" = "joined"): RoundtableParticipant {
  return {
    id: 500 + userId,
    status,
    joinedAt: "2026-02-03T15:00:00.000Z",
    user: { id: userId, firstName, lastName: "Reader", email: null, profileImageUrl: null, userType: "student", chapterId: 1, chapter: "Tulane University", chapterColor: "#b5452b", ...overrides },
  };
}

/** Renders the list as member READER, the participants route answering `answer` (or never, for loading). */
function renderList(roundtable: Roundtable & { coOrganizers?: Array<{ id: number }> }, answer: (() => Response) | "never") {
  stubApi({ [`GET /api/roundtables/${roundtable.id}/participants`]: answer === "never" ? () => new Promise<Response>(() => {}) : answer });
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserKey, buildMember({ id: READER }));
  return renderWithProviders(<Tablemates roundtable={roundtable} />, { queryClient });
}

describe("Tablemates", () => {
  it("when the list is on its way, then a skeleton shows with a Loading status", () => {
    renderList(buildRoundtable(), "never");
    expect(screen.getByRole("heading", { name: "At the table", level: 2 })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
  });

  it("when no one is seated, then it says no one has joined yet", async () => {
    renderList(buildRoundtable({ participantCount: 0 }), () => jsonResponse([]));
    expect(await screen.findByText("No one has joined yet")).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: /At the table/ })).not.toBeInTheDocument();
  });

  it("when members are seated, then each shows with name, chapter, role and the organizer's and co-organizers' marks", async () => {
    const roundtable = { ...buildRoundtable({ organizerId: ORGANIZER, participantCount: 3 }), coOrganizers: [{ id: 20, firstName: "Cora", lastName: "Vance", profileImageUrl: null }] };
    renderList(roundtable, () =>
      jsonResponse([
        seat(ORGANIZER, "Anne"),
        seat(20, "Cora", { userType: "advisor", chapter: "Rice University", chapterColor: "#1f5f8b" }),
        seat(READER, "Rita"),
      ]),
    );
    const list = await screen.findByRole("list", { name: /At the table/ });
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText("Anne Reader")).toBeInTheDocument();
    expect(within(rows[0]!).getByText("Organizer")).toBeInTheDocument();
    expect(within(rows[0]!).getByText("Student")).toBeInTheDocument();
    expect(within(rows[0]!).getByText("Tulane University")).toBeInTheDocument();
    expect(within(rows[0]!).queryByText("Co-organizer")).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText("Co-organizer")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("Advisor")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("Rice University")).toBeInTheDocument();
    expect(within(rows[2]!).getByText("(you)")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "At the table (3)" })).toBeInTheDocument();
  });

  it("when the item names no co-organizers, then no one carries the badge", async () => {
    renderList(buildRoundtable({ organizerId: ORGANIZER }), () => jsonResponse([seat(ORGANIZER, "Anne"), seat(20, "Cora")]));
    await screen.findByText("Cora Reader");
    expect(screen.queryByText("Co-organizer")).not.toBeInTheDocument();
  });

  it("when one member shares their e-mail and another doesn't, then only the shared address shows, as a mail link", async () => {
    renderList(buildRoundtable(), () => jsonResponse([seat(20, "Shared", { email: "shared@example.edu" }), seat(21, "Private")]));
    expect(await screen.findByRole("link", { name: "shared@example.edu" })).toHaveAttribute("href", "mailto:shared@example.edu");
    const privateRow = screen.getByText("Private Reader").closest("li")!;
    expect(within(privateRow).queryByRole("link")).not.toBeInTheDocument();
    expect(privateRow).not.toHaveTextContent("@");
  });

  it("when the answer holds the reader's own place in line, then only the seated are listed and the waitlist is a count with their place", async () => {
    const roundtable = buildRoundtable({ participantCount: 1, maxParticipants: 1, waitlistCount: 3, isWaitlisted: true, waitlistPosition: 2 });
    renderList(roundtable, () => jsonResponse([seat(ORGANIZER, "Anne"), seat(READER, "Rita", {}, "waitlisted")]));
    const list = await screen.findByRole("list", { name: /At the table/ });
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    expect(screen.queryByText("Rita Reader")).not.toBeInTheDocument();
    expect(screen.getByText("3 waiting for a seat")).toBeInTheDocument();
    expect(screen.getByText("· You're #2 in line")).toBeInTheDocument();
  });

  it("when others wait but the reader doesn't, then the count shows without a place", async () => {
    renderList(buildRoundtable({ waitlistCount: 1 }), () => jsonResponse([seat(ORGANIZER, "Anne")]));
    expect(await screen.findByText("1 waiting for a seat")).toBeInTheDocument();
    expect(screen.queryByText(/in line/)).not.toBeInTheDocument();
  });

  it("when the reader has looked at many members, then the server's words show and no retry is offered", async () => {
    const message = "You have looked at many members in a short time. Please wait 4 minutes and try again.";
    renderList(buildRoundtable(), () => jsonResponse({ message, code: "members_shown_limit" }, 429, { "Retry-After": "240" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
  });

  it("when the list fails to load, then it says so and Try again asks once more", async () => {
    let calls = 0;
    const { user } = renderList(buildRoundtable(), () => {
      calls += 1;
      return calls === 1 ? jsonResponse({ message: "Internal error" }, 500) : jsonResponse([seat(ORGANIZER, "Anne")]);
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Couldn't load who's at the table.");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Anne Reader")).toBeInTheDocument();
  });
});
