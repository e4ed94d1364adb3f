import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { RoundtableParticipant } from "@shared/types";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { buildParticipant } from "@/testing/build-participant";
import { buildRoundtable } from "@/testing/build-roundtable";
import { DashboardManageDialog } from "./dashboard-manage-dialog";
import { MyRoundtablesManageDialog } from "./my-roundtables-manage-dialog";
import { buildConvention } from "@/testing/build-convention";

const convention = buildConvention({ name: "C", city: "New Orleans" });
const organizer = { id: 1, firstName: "Edgar", lastName: "Poe", email: "edgar@example.edu", profileImageUrl: null, userType: "advisor" as const, chapterId: 1 };

const participant = (id: number, firstName: string, status: "joined" | "waitlisted") => buildParticipant(id, firstName, status, `2026-01-0${id}T00:00:00.000Z`);

const line = [participant(1, "Edgar", "joined"), participant(2, "Annabel", "joined"), participant(3, "Lenore", "waitlisted"), participant(4, "Ulalume", "waitlisted")];

function stubWith(participants: RoundtableParticipant[], promote?: () => Response | Promise<Response>) {
  return stubApi({
    "GET /api/auth/user": () => jsonResponse({ ...organizer, chapter: null, chapterRegion: null, chapterColor: null, interests: [], expertiseAreas: [] }),
    "GET /api/convention": () => jsonResponse(convention),
    "GET /api/roundtables/5/participants": () => jsonResponse(participants),
    ...(promote ? { "POST /api/roundtables/5/waitlist/promote": promote } : {}),
  });
}

describe.each([
  ["dashboard", DashboardManageDialog],
  ["my-roundtables", MyRoundtablesManageDialog],
] as const)("the waitlist in the %s Manage dialog", (_view, ManageDialog) => {
  it("when members wait, then the organizer sees them numbered in line order", async () => {
    stubWith(line);
    const roundtable = buildRoundtable({ id: 5, organizerId: 1, isOrganizer: true, isJoined: true, maxParticipants: 2, participantCount: 2, waitlistCount: 2 });
    renderWithProviders(<ManageDialog roundtable={roundtable} onOpenChange={() => {}} />);
    const waitlist = await screen.findByRole("list", { name: "Waitlist" });
    const rows = within(waitlist).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringMatching(/^#1\D*Lenore Reader/), expect.stringMatching(/^#2\D*Ulalume Reader/)]);
    expect(screen.getByText("Waitlist (2)")).toBeInTheDocument();
    // Every seat is taken: nothing to seat by hand.
    expect(screen.queryByRole("button", { name: /first on the waitlist/ })).not.toBeInTheDocument();
  });

  it("when a seat is free and members wait, then Seat first in line seats Lenore, says Seating... and toasts", async () => {
    let finish: (response: Response) => void = () => {};
    const { calls } = stubWith(line, () => new Promise<Response>((resolve) => (finish = resolve)));
    const roundtable = buildRoundtable({ id: 5, organizerId: 1, isOrganizer: true, isJoined: true, maxParticipants: 3, participantCount: 2, waitlistCount: 2 });
    const { user } = renderWithProviders(<ManageDialog roundtable={roundtable} onOpenChange={() => {}} />);
    await user.click(await screen.findByRole("button", { name: "Seat Lenore Reader, first on the waitlist" }));
    expect(await screen.findByText("Seating...")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST").map((call) => call.url)).toEqual(["/api/roundtables/5/waitlist/promote"]);
    finish(jsonResponse({ ...line[2], status: "joined" }));
    expect(await screen.findByText("Participant seated from the waitlist.")).toBeInTheDocument();
    expect(screen.getByText("Lenore Reader now has a seat.")).toBeInTheDocument();
  });

  it("when seating fails, then the server's message shows", async () => {
    stubWith(line, () => jsonResponse({ message: "There is no free seat: raise max participants or remove a participant first" }, 409));
    const roundtable = buildRoundtable({ id: 5, organizerId: 1, isOrganizer: true, isJoined: true, maxParticipants: 3, participantCount: 2, waitlistCount: 2 });
    const { user } = renderWithProviders(<ManageDialog roundtable={roundtable} onOpenChange={() => {}} />);
    await user.click(await screen.findByRole("button", { name: /first on the waitlist/ }));
    expect(await screen.findByText("There is no free seat: raise max participants or remove a participant first")).toBeInTheDocument();
  });
});
