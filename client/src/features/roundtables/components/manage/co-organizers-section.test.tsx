import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Roundtable } from "@shared/types";
import { buildConvention } from "@/testing/build-convention";
import { buildRoundtable } from "@/testing/build-roundtable";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { canManage } from "../can-manage";
import { DashboardManageDialog } from "./dashboard-manage-dialog";

const organizer = { id: 1, firstName: "Edgar", lastName: "Poe", email: "edgar@example.edu", profileImageUrl: null, userType: "advisor" as const, chapterId: 1 };
const coOrganizer = { id: 2, firstName: "Mary", lastName: "Shelley", profileImageUrl: null };
const invitee = { id: 3, firstName: "Bram", lastName: "Stoker", profileImageUrl: null };
const found = { id: 4, firstName: "Anne", lastName: "Radcliffe", profileImageUrl: null, userType: "student" as const, chapterId: 1, email: null };

function stubAs(me: { id: number; firstName: string; lastName: string }, routes: Record<string, () => Response | Promise<Response>> = {}) {
  return stubApi({
    "GET /api/auth/user": () =>
      jsonResponse({ ...organizer, ...me, chapter: null, chapterRegion: null, chapterColor: null, interests: [], expertiseAreas: [] }),
    "GET /api/convention": () => jsonResponse(buildConvention({ name: "C", city: "New Orleans" })),
    "GET /api/roundtables/5/participants": () => jsonResponse([]),
    "GET /api/users": () => jsonResponse([found], 200, { "X-Total-Count": "1" }),
    ...routes,
  });
}

const organized = (overrides: Partial<Roundtable> = {}) =>
  buildRoundtable({ id: 5, organizerId: 1, isOrganizer: true, isJoined: true, coOrganizers: [coOrganizer], coOrganizerInvitations: [{ user: invitee, status: "pending" }], ...overrides });

describe("the Manage dialog's Co-organizers", () => {
  it("when the organizer opens it, then co-organizers and invitations show with their status, and the limit of two blocks a new invite", async () => {
    stubAs(organizer);
    const { user } = renderWithProviders(<DashboardManageDialog roundtable={organized()} onOpenChange={() => {}} />);
    const list = await screen.findByRole("list", { name: "Co-organizers and invitations" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows[0]).toHaveTextContent("Mary Shelley");
    expect(rows[0]).toHaveTextContent("Co-organizer");
    expect(rows[1]).toHaveTextContent("Bram Stoker");
    expect(rows[1]).toHaveTextContent("Invitation pending");
    expect(screen.getByText(/Two co-organizers and invitations at most/)).toBeInTheDocument();
    await user.type(screen.getByLabelText("Search members to invite as co-organizer"), "Anne");
    const results = await screen.findByRole("list", { name: "Members found" });
    expect(await within(results).findByRole("button", { name: "Invite" })).toBeDisabled();
  });

  it("when the organizer invites a member found by the search, then it posts their id and toasts", async () => {
    const { calls } = stubAs(organizer, { "POST /api/roundtables/5/co-organizers": () => jsonResponse(organized(), 201) });
    const { user } = renderWithProviders(<DashboardManageDialog roundtable={organized({ coOrganizerInvitations: [] })} onOpenChange={() => {}} />);
    await user.type(await screen.findByLabelText("Search members to invite as co-organizer"), "Anne");
    const results = await screen.findByRole("list", { name: "Members found" });
    await user.click(await within(results).findByRole("button", { name: "Invite" }));
    expect(await screen.findByText("Invitation sent to Anne Radcliffe.")).toBeInTheDocument();
    const post = calls.find((call) => call.method === "POST");
    expect(post?.url).toBe("/api/roundtables/5/co-organizers");
    expect(post?.body).toEqual({ userId: 4 });
  });

  it("when the organizer hands over, then a confirm asks first and the hand-over posts the co-organizer", async () => {
    const { calls } = stubAs(organizer, { "POST /api/roundtables/5/hand-over": () => jsonResponse(organized()) });
    const { user } = renderWithProviders(<DashboardManageDialog roundtable={organized()} onOpenChange={() => {}} />);
    await user.click(await screen.findByRole("button", { name: "Hand over" }));
    const confirm = await screen.findByRole("dialog", { name: /Hand ".*" over to Mary Shelley\?/ });
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    await user.click(within(confirm).getByRole("button", { name: "Hand over" }));
    expect(await screen.findByText("Mary Shelley now organizes this roundtable.")).toBeInTheDocument();
    expect(calls.find((call) => call.url === "/api/roundtables/5/hand-over")?.body).toEqual({ userId: 2 });
  });

  it("when a co-organizer opens it, then they may step down but see no invite, hand-over or delete", async () => {
    const { calls } = stubAs(coOrganizer, { "DELETE /api/roundtables/5/co-organizers/2": () => jsonResponse(organized()) });
    const asCoOrganizer = organized({ isOrganizer: false, isCoOrganizer: true });
    expect(canManage(asCoOrganizer)).toBe(true);
    const { user } = renderWithProviders(<DashboardManageDialog roundtable={asCoOrganizer} onOpenChange={() => {}} onEdit={() => {}} onDelete={() => {}} />);
    await user.click(await screen.findByRole("button", { name: "Step down" }));
    expect(await screen.findByText("You stepped down as co-organizer.")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.url)).toEqual(["/api/roundtables/5/co-organizers/2"]);
    expect(screen.queryByRole("button", { name: "Hand over" })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Search members to invite as co-organizer")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit Details" })).toBeInTheDocument();
  });

  it("when a member neither organizes nor co-organizes, then the one rule says they don't manage it", () => {
    expect(canManage(buildRoundtable())).toBe(false);
    expect(canManage(buildRoundtable({ isOrganizer: true }))).toBe(true);
  });
});
