import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildMemberRecord } from "@/testing/build-member-record";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { PendingMembers } from "./pending-members";

const page = (items: unknown[]) => jsonResponse(items, 200, { "X-Total-Count": String(items.length) });

describe("PendingMembers", () => {
  it("when loading, then skeletons show; when nobody waits, then the empty state says so", async () => {
    let finish: (response: Response) => void = () => {};
    stubApi({ "GET /api/members/pending": () => new Promise<Response>((resolve) => (finish = resolve)) });
    renderWithProviders(<PendingMembers staff={false} />);
    expect(screen.getByRole("status", { name: "Loading members waiting for approval" })).toBeInTheDocument();
    finish(page([]));
    expect(await screen.findByText("Nobody is waiting")).toBeInTheDocument();
  });

  it("when someone waits, then Approve says Approving..., posts, and toasts Member approved", async () => {
    const nella = buildMemberRecord({ id: 7, firstName: "Nella", lastName: "Larsen" });
    let finish: (response: Response) => void = () => {};
    const { calls } = stubApi({
      "GET /api/members/pending": () => page([nella]),
      "POST /api/members/7/approve": () => new Promise<Response>((resolve) => (finish = resolve)),
    });
    const { user } = renderWithProviders(<PendingMembers staff={false} />);
    const row = await screen.findByRole("listitem", { name: "Nella Larsen" });
    expect(within(row).getByText("Waiting for approval")).toBeInTheDocument();
    await user.click(within(row).getByRole("button", { name: "Approve Nella Larsen" }));
    expect(await within(row).findByRole("button", { name: "Approving..." })).toBeDisabled();
    expect(calls.some((call) => call.method === "POST" && call.url === "/api/members/7/approve")).toBe(true);
    finish(jsonResponse({ ...nella, membershipStatus: "approved" }));
    expect(await screen.findByText("Member approved")).toBeInTheDocument();
  });

  it("when declined with a note, then the note is posted and the toast says the member was told", async () => {
    const { calls } = stubApi({
      "GET /api/members/pending": () => page([buildMemberRecord({ id: 8, firstName: "Jean", lastName: "Toomer" })]),
      "POST /api/members/8/decline": () => jsonResponse(buildMemberRecord({ id: 8, membershipStatus: "declined" })),
    });
    const { user } = renderWithProviders(<PendingMembers staff />);
    await user.click(await screen.findByRole("button", { name: "Decline Jean Toomer" }));
    const dialog = await screen.findByRole("dialog", { name: "Decline membership" });
    await user.type(within(dialog).getByLabelText("Note for the member (optional)"), "  Not on our chapter's list.  ");
    await user.click(within(dialog).getByRole("button", { name: "Decline" }));
    expect(await screen.findByText("Member declined")).toBeInTheDocument();
    expect(calls.find((call) => call.url === "/api/members/8/decline")?.body).toEqual({ note: "Not on our chapter's list." });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("when a change of chapter or role waits, then it is named and approved as a change", async () => {
    stubApi({
      "GET /api/members/pending": () =>
        page([buildMemberRecord({ id: 9, firstName: "Claude", lastName: "McKay", membershipStatus: "approved", pendingChange: { chapterId: 2, userType: "advisor" }, pendingChapter: "Rice University" })]),
      "POST /api/members/9/approve": () => jsonResponse(buildMemberRecord({ id: 9, membershipStatus: "approved" })),
    });
    const { user } = renderWithProviders(<PendingMembers staff={false} />);
    expect(await screen.findByText("Asks to become Advisor at Rice University")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Approve change for Claude McKay" }));
    expect(await screen.findByText("Change approved")).toBeInTheDocument();
  });

  it("when the server refuses, then its message is toasted", async () => {
    stubApi({
      "GET /api/members/pending": () => page([buildMemberRecord({ id: 10, firstName: "Anne", lastName: "Spencer" })]),
      "POST /api/members/10/approve": () => jsonResponse({ message: "You can only approve members of your own chapter" }, 403),
    });
    const { user } = renderWithProviders(<PendingMembers staff={false} />);
    await user.click(await screen.findByRole("button", { name: "Approve Anne Spencer" }));
    expect(await screen.findByText("You can only approve members of your own chapter")).toBeInTheDocument();
  });
});
