import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { buildRoundtable } from "@/testing/build-roundtable";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { RoundtablePage } from "./roundtable";
import { buildConvention } from "@/testing/build-convention";

const me = { id: 1, firstName: "Grace", lastName: "King", email: "grace@example.edu", userType: "advisor", chapterId: 1, chapter: "Tulane University" };
const convention = buildConvention({ name: "2026 International English Convention", city: "New Orleans" });

function renderPage(path: string) {
  const location = memoryLocation({ path, record: true });
  return renderWithProviders(
    <Router hook={location.hook}>
      <Route path="/roundtables/:id">
        <RoundtablePage />
      </Route>
    </Router>,
  );
}

describe("RoundtablePage", () => {
  it("when a member who has not joined opens it, then the full description, organizer, program, match reasons and Join show, and the tab names it", async () => {
    const longDescription = `${"We read slowly. ".repeat(30)}The last line of the description.`;
    stubApi({
      "GET /api/auth/user": () => jsonResponse(me),
      "GET /api/convention": () => jsonResponse(convention),
      "GET /api/roundtables/42": () =>
        jsonResponse(
          buildRoundtable({
            id: 42,
            title: "Haunted Houses",
            description: longDescription,
            matchLevel: "high",
            matchReasons: ["You listed Poe as an area of expertise"],
            // A proposal carries no date, whatever an old row held.
            scheduledDate: "2026-03-30T19:00:00.000Z",
          }),
        ),
    });
    renderPage("/roundtables/42");
    expect(await screen.findByRole("heading", { level: 1, name: "Haunted Houses" })).toBeInTheDocument();
    expect(screen.getByText(/The last line of the description\./)).toBeInTheDocument();
    expect(screen.getByText("Anne Rice")).toBeInTheDocument();
    expect(screen.getByText("You listed Poe as an area of expertise")).toBeInTheDocument();
    expect(screen.getByText("Proposal")).toBeInTheDocument();
    expect(screen.getByText("Not scheduled yet")).toBeInTheDocument();
    expect(screen.queryByText(/March 30/)).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Join Roundtable" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Haunted Houses · English Convention"));
  });

  it("when a member opens it, then who is at the table shows under its own heading, with the organizer marked", async () => {
    const seated = (id: number, firstName: string) => ({
      id: 900 + id,
      status: "joined",
      joinedAt: "2026-02-03T15:00:00.000Z",
      user: { id, firstName, lastName: "Reader", email: null, profileImageUrl: null, userType: "student", chapterId: 1, chapter: "Tulane University", chapterColor: "#b5452b" },
    });
    stubApi({
      "GET /api/auth/user": () => jsonResponse(me),
      "GET /api/convention": () => jsonResponse(convention),
      "GET /api/roundtables/42": () => jsonResponse(buildRoundtable({ id: 42, organizerId: 10 })),
      "GET /api/roundtables/42/participants": () => jsonResponse([seated(10, "Anne"), seated(11, "Basil")]),
    });
    renderPage("/roundtables/42");
    const heading = await screen.findByRole("heading", { level: 2, name: "At the table (2)" });
    const list = screen.getByRole("list", { name: "At the table (2)" });
    expect(heading).toBeInTheDocument();
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(within(within(list).getAllByRole("listitem")[0]!).getByText("Organizer")).toBeInTheDocument();
  });

  it("when the staff did not select it, then another member reads Not on the program, with no date", async () => {
    stubApi({
      "GET /api/auth/user": () => jsonResponse(me),
      "GET /api/convention": () => jsonResponse(convention),
      "GET /api/roundtables/8": () => jsonResponse(buildRoundtable({ id: 8, programStatus: "not_selected" })),
    });
    renderPage("/roundtables/8");
    expect(await screen.findByText("Not on the program")).toBeInTheDocument();
    expect(screen.queryByText("Proposal")).not.toBeInTheDocument();
    expect(screen.queryByText("Not scheduled yet")).not.toBeInTheDocument();
  });

  it("when the roundtable does not exist, then the page says so", async () => {
    stubApi({
      "GET /api/auth/user": () => jsonResponse(me),
      "GET /api/roundtables/9": () => jsonResponse({ message: "Roundtable not found" }, 404),
    });
    renderPage("/roundtables/9");
    expect(await screen.findByRole("heading", { level: 1, name: "Roundtable not found" })).toBeInTheDocument();
  });

  it("when a seated member leaves while someone waits, then a confirm says the seat goes to the next in line; Cancel keeps it", async () => {
    const { calls } = stubApi({
      "GET /api/auth/user": () => jsonResponse(me),
      "GET /api/convention": () => jsonResponse(convention),
      "GET /api/roundtables/5": () => jsonResponse(buildRoundtable({ id: 5, title: "Full Table", isJoined: true, participantCount: 5, waitlistCount: 2 })),
      "POST /api/roundtables/5/leave": () => jsonResponse({ message: "Left" }),
    });
    const { user } = renderPage("/roundtables/5");
    await user.click(await screen.findByRole("button", { name: "Leave" }));
    expect(screen.getByText("Joined")).toBeInTheDocument();
    const confirm = await screen.findByRole("dialog", { name: "Leave this roundtable?" });
    expect(within(confirm).getByText(/goes to the next member in line/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Leave" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Leave this roundtable?" })).getByRole("button", { name: "Leave" }));
    expect(await screen.findByText("Successfully left the roundtable.")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST").map((call) => call.url)).toEqual(["/api/roundtables/5/leave"]);
  });

  it("when a waitlisted member leaves the line, then it goes at once; when the server refuses a join with a reason, the toast says it", async () => {
    const { calls } = stubApi({
      "GET /api/auth/user": () => jsonResponse(me),
      "GET /api/convention": () => jsonResponse(convention),
      "GET /api/roundtables/6": () => jsonResponse(buildRoundtable({ id: 6, isWaitlisted: true, waitlistPosition: 2, participantCount: 5, waitlistCount: 3 })),
      "POST /api/roundtables/6/leave": () => jsonResponse({ message: "Left" }),
      "GET /api/roundtables/7": () => jsonResponse(buildRoundtable({ id: 7 })),
      "POST /api/roundtables/7/join": () => jsonResponse({ message: "You already have a seat in Monday Morning Roundtables" }, 409),
    });
    const { user, unmount } = renderPage("/roundtables/6");
    await user.click(await screen.findByRole("button", { name: "Leave Waitlist" }));
    expect(await screen.findByText("You left the waitlist.")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls.some((call) => call.url === "/api/roundtables/6/leave")).toBe(true);
    unmount();

    const second = renderPage("/roundtables/7");
    await second.user.click(await screen.findByRole("button", { name: "Join Roundtable" }));
    expect(await screen.findByText("You already have a seat in Monday Morning Roundtables")).toBeInTheDocument();
    expect(screen.queryByText("Failed to join roundtable. Please try again.")).not.toBeInTheDocument();
  });

  it("when the member is invited to co-organize, then the page asks; Accept makes them a co-organizer with Manage, and a full table's refusal is told", async () => {
    let accepted = false;
    const { calls } = stubApi({
      "GET /api/auth/user": () => jsonResponse(me),
      "GET /api/convention": () => jsonResponse(convention),
      "GET /api/roundtables/8": () =>
        jsonResponse(
          buildRoundtable(
            accepted
              ? { id: 8, isInvitedToCoOrganize: false, isCoOrganizer: true, isJoined: true, coOrganizers: [{ id: 1, firstName: "Grace", lastName: "King", profileImageUrl: null }] }
              : { id: 8, isInvitedToCoOrganize: true },
          ),
        ),
      "GET /api/roundtables/8/participants": () => jsonResponse([]),
      "POST /api/roundtables/8/co-organizers/accept": () => {
        accepted = true;
        return jsonResponse(buildRoundtable({ id: 8, isCoOrganizer: true, isJoined: true }));
      },
      "GET /api/roundtables/9": () => jsonResponse(buildRoundtable({ id: 9, isInvitedToCoOrganize: true, participantCount: 5 })),
      "POST /api/roundtables/9/co-organizers/accept": () => jsonResponse({ message: "This roundtable is full", code: "roundtable_full" }, 409),
    });
    const { user, unmount } = renderPage("/roundtables/8");
    const banner = await screen.findByRole("region", { name: "Anne Rice invites you to co-organize" });
    expect(within(banner).getByText(/Accepting gives you a seat\./)).toBeInTheDocument();
    await user.click(within(banner).getByRole("button", { name: "Accept" }));
    expect(await screen.findByText("You're now a co-organizer.")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST" && call.url === "/api/roundtables/8/co-organizers/accept")).toBe(true);
    await waitFor(() => expect(screen.queryByRole("region", { name: /invites you to co-organize/ })).not.toBeInTheDocument());
    expect(await screen.findByRole("button", { name: "Manage" })).toBeInTheDocument();
    unmount();

    const full = renderPage("/roundtables/9");
    await full.user.click(within(await screen.findByRole("region", { name: /invites you to co-organize/ })).getByRole("button", { name: "Accept" }));
    expect(await screen.findByText("This roundtable is full")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: /invites you to co-organize/ })).toBeInTheDocument();
  });

  it("when the member joins and then leaves, then focus stays on the control that replaced the pressed button", async () => {
    let joined = false;
    let finishJoin = () => {};
    stubApi({
      "GET /api/auth/user": () => jsonResponse(me),
      "GET /api/convention": () => jsonResponse(convention),
      "GET /api/roundtables/11": () => jsonResponse(buildRoundtable({ id: 11, title: "Focus Table", isJoined: joined, participantCount: joined ? 2 : 1 })),
      // The join waits while the button says Joining... (disabled: it can't hold the focus).
      "POST /api/roundtables/11/join": () =>
        new Promise<Response>((resolve) => {
          finishJoin = () => {
            joined = true;
            resolve(jsonResponse({ joined: true, waitlisted: false }));
          };
        }),
      "POST /api/roundtables/11/leave": () => {
        joined = false;
        return jsonResponse({ message: "Left" });
      },
    });
    const { user } = renderPage("/roundtables/11");
    await user.click(await screen.findByRole("button", { name: "Join Roundtable" }));
    expect(await screen.findByRole("button", { name: "Joining..." })).toBeDisabled();
    finishJoin();
    const leave = await screen.findByRole("button", { name: "Leave" });
    await waitFor(() => expect(leave).toHaveFocus());
    await user.keyboard("{Enter}");
    const join = await screen.findByRole("button", { name: "Join Roundtable" });
    await waitFor(() => expect(join).toHaveFocus());
  });
});
