import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { buildRoundtable } from "@/testing/build-roundtable";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { DashboardPage } from "./dashboard";
import { buildConvention } from "@/testing/build-convention";
import { setClock } from "@/lib/clock";

const me = { id: 1, firstName: "Grace", lastName: "King", email: "grace@example.edu", userType: "advisor", chapterId: 1, chapter: "Tulane University" };
const convention = buildConvention({ name: "2026 International English Convention", city: "New Orleans" });
const chapters = [
  { id: 1, name: "Tulane University", region: "Southern", color: "#b5452b" },
  { id: 2, name: "Rice University", region: "Southwestern", color: "#1f5f8b" },
];

function renderDashboard() {
  const location = memoryLocation({ path: "/", record: true });
  const rendered = renderWithProviders(
    <Router hook={location.hook}>
      <DashboardPage />
    </Router>,
  );
  return { ...rendered, location };
}

const allRoundtables = () => screen.getByRole("region", { name: "All Roundtables" });

describe("DashboardPage", () => {
  it("when the profile lacks a chapter, then Complete Your Profile shows and the page goes to /profile", async () => {
    stubApi({
      "GET /api/auth/user": () => jsonResponse({ ...me, chapterId: null, chapter: null }),
      "GET /api/convention": () => jsonResponse(convention),
      "GET /api/chapters": () => jsonResponse(chapters),
      "GET /api/roundtables": () => jsonResponse([], 200, { "X-Total-Count": "0" }),
      "GET /api/user/participations": () => jsonResponse([]),
    });
    const { location } = renderDashboard();
    expect(await screen.findByText("Complete Your Profile")).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe("/profile"));
  });

  it("when signed in, then the welcome, the three summary cards, up to 3 suggestions and the server's count show", async () => {
    const mine = buildRoundtable({ id: 1, title: "My Table", organizerId: 1, isOrganizer: true, isJoined: true });
    const joined = buildRoundtable({
      id: 2,
      title: "Joined Table",
      isJoined: true,
      chapters: [
        { id: 1, name: "Tulane University", color: "#b5452b" },
        { id: 2, name: "Rice University", color: "#1f5f8b" },
      ],
    });
    const studentsOnly = buildRoundtable({ id: 7, title: "Students Only Table", targetAudience: "students" });
    const open = [3, 4, 5, 6].map((id) => buildRoundtable({ id, title: `Open Table ${id}` }));
    const matched = (id: number, reason: string) =>
      buildRoundtable({ id, title: `Open Table ${id}`, matchScore: 0.8, matchLevel: "high", matchReasons: [reason, "3 seats left"] });
    stubApi({
      "GET /api/auth/user": () => jsonResponse(me),
      "GET /api/convention": () => jsonResponse(convention),
      "GET /api/chapters": () => jsonResponse(chapters),
      "GET /api/roundtables": () => jsonResponse([mine, joined, studentsOnly, ...open], 200, { "X-Total-Count": "57" }),
      "GET /api/roundtables/recommended": () =>
        jsonResponse([
          matched(5, "You listed gothic fiction as an interest"),
          matched(3, "You listed Poe as an area of expertise"),
          matched(4, "No one from your chapter has joined yet"),
        ]),
      "GET /api/user/participations": () =>
        jsonResponse([
          { id: 1, roundtableId: 1, status: "joined", joinedAt: "2026-01-01T00:00:00Z", roundtable: mine },
          { id: 2, roundtableId: 2, status: "joined", joinedAt: "2026-01-01T00:00:00Z", roundtable: joined },
          { id: 3, roundtableId: 7, status: "waitlisted", joinedAt: "2026-01-01T00:00:00Z", roundtable: { ...studentsOnly, isWaitlisted: true } },
        ]),
    });
    renderDashboard();
    expect(await screen.findByRole("heading", { name: "Welcome back, Grace!" })).toBeInTheDocument();
    // Seats are counted; a place in line is not a seat and has its own line.
    expect(await screen.findByLabelText("2 roundtables")).toHaveTextContent("2");
    expect(screen.getByText("Waiting for a seat at 1 roundtable")).toBeInTheDocument();
    expect(await screen.findByText("2026 International English Convention")).toBeInTheDocument();
    expect(await screen.findByText("Showing 57 results")).toBeInTheDocument();
    expect(await screen.findByText("1 as organizer · 1 as participant")).toBeInTheDocument();
    expect(screen.getByText("Connected with 2 chapters")).toBeInTheDocument();

    // Suggestions are the server's best matches, in its order, each with its top reason.
    const suggested = await screen.findByRole("region", { name: "Suggested for You" });
    expect(within(suggested).getAllByRole("article").map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "Open Table 5",
      "Open Table 3",
      "Open Table 4",
    ]);
    expect(within(suggested).getByText("You listed gothic fiction as an interest")).toBeInTheDocument();
    expect(within(suggested).queryByText("3 seats left")).not.toBeInTheDocument();
    expect(within(suggested).getAllByText("High Match")).toHaveLength(3);

    const list = allRoundtables();
    expect(within(within(list).getByRole("article", { name: "My Table" })).getByRole("button", { name: "Manage" })).toBeInTheDocument();
    expect(within(within(list).getByRole("article", { name: "Joined Table" })).getByRole("button", { name: "Leave" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "New Roundtable" })).toBeInTheDocument();
  });

  it("when there is no roundtable and no filter, then the empty text invites the first proposal (no filters to adjust) and no suggestions", async () => {
    stubApi({
      "GET /api/auth/user": () => jsonResponse(me),
      "GET /api/convention": () => jsonResponse(convention),
      "GET /api/chapters": () => jsonResponse(chapters),
      "GET /api/roundtables": () => jsonResponse([], 200, { "X-Total-Count": "0" }),
      "GET /api/roundtables/recommended": () => jsonResponse([]),
      "GET /api/user/participations": () => jsonResponse([]),
    });
    renderDashboard();
    expect(await screen.findByText("No roundtables yet. Be the first to propose one.")).toBeInTheDocument();
    expect(screen.queryByText(/Try adjusting your search filters/)).not.toBeInTheDocument();
    expect(screen.getByText("Showing 0 results")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Suggested for You" })).not.toBeInTheDocument();
  });

  it("when the convention is over and the list is empty, then the empty text says so and offers no proposal", async () => {
    setClock("2026-11-28T18:00:00.000Z");
    stubApi({
      "GET /api/auth/user": () => jsonResponse(me),
      "GET /api/convention": () => jsonResponse({ ...convention, phase: "over" }),
      "GET /api/chapters": () => jsonResponse(chapters),
      "GET /api/roundtables": () => jsonResponse([], 200, { "X-Total-Count": "0" }),
      "GET /api/roundtables/recommended": () => jsonResponse([]),
      "GET /api/user/participations": () => jsonResponse([]),
    });
    renderDashboard();
    const list = await screen.findByRole("region", { name: "All Roundtables" });
    expect(await within(list).findByText("The 2026 International English Convention is over.")).toBeInTheDocument();
    expect(screen.queryByText(/Be the first to propose one/)).not.toBeInTheDocument();
    expect(within(allRoundtables()).queryByRole("button", { name: "Create a Roundtable" })).not.toBeInTheDocument();
    // The summary's button stays in place, off, described by why.
    const create = screen.getByRole("button", { name: "New Roundtable" });
    expect(create).toBeDisabled();
    expect(create).toHaveAccessibleDescription("The 2026 International English Convention is over.");
  });

  it("when joining, then each answer has its toast: joined, waitlisted, already participating, Error otherwise, and the audience refusal's own reason", async () => {
    const tables = [1, 2, 3, 4, 5].map((id) => buildRoundtable({ id, title: `Table ${id}` }));
    stubApi({
      "GET /api/auth/user": () => jsonResponse(me),
      "GET /api/convention": () => jsonResponse(convention),
      "GET /api/chapters": () => jsonResponse(chapters),
      "GET /api/roundtables": () => jsonResponse(tables, 200, { "X-Total-Count": "5" }),
      "GET /api/user/participations": () => jsonResponse([]),
      "POST /api/roundtables/1/join": () => jsonResponse({ joined: true, waitlisted: false }),
      "POST /api/roundtables/2/join": () => jsonResponse({ joined: false, waitlisted: true }),
      "POST /api/roundtables/3/join": () => jsonResponse({ message: "You are already participating in this roundtable", code: "already_participating" }, 409),
      "POST /api/roundtables/4/join": () => jsonResponse({ message: "Something broke" }, 500),
      "POST /api/roundtables/5/join": () => jsonResponse({ message: "This roundtable is for students only" }, 403),
    });
    const { user } = renderDashboard();
    await screen.findByText("Showing 5 results");
    const join = (title: string) => user.click(within(within(allRoundtables()).getByRole("article", { name: title })).getByRole("button", { name: "Join Roundtable" }));

    await join("Table 1");
    expect(await screen.findByText("Successfully joined the roundtable!")).toBeInTheDocument();
    await join("Table 2");
    expect(await screen.findByText("Added to Waitlist")).toBeInTheDocument();
    expect(screen.getByText("The roundtable is full, but you've been added to the waitlist.")).toBeInTheDocument();
    await join("Table 3");
    expect(await screen.findByText("You have already joined this roundtable.")).toBeInTheDocument();
    await join("Table 4");
    expect(await screen.findByText("Failed to join roundtable. Please try again.")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
    await join("Table 5");
    expect(await screen.findByText("This roundtable is for students only")).toBeInTheDocument();
  });

  it("when the member's roundtables are still loading, then the summary shows skeletons, never 0 or the empty connections text", async () => {
    let answer: (response: Response) => void = () => {};
    stubApi({
      "GET /api/auth/user": () => jsonResponse(me),
      "GET /api/convention": () => jsonResponse(convention),
      "GET /api/chapters": () => jsonResponse(chapters),
      "GET /api/roundtables": () => jsonResponse([buildRoundtable({ id: 3 })], 200, { "X-Total-Count": "1" }),
      "GET /api/user/participations": () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderDashboard();
    expect(await screen.findByTestId("participation-skeleton")).toBeInTheDocument();
    expect(screen.getByTestId("connections-skeleton")).toBeInTheDocument();
    expect(screen.queryByText(/as organizer/)).not.toBeInTheDocument();
    expect(screen.queryByText("Join a roundtable to connect with other chapters.")).not.toBeInTheDocument();
    // One roundtable reads in the singular.
    expect(await screen.findByText("Showing 1 result")).toBeInTheDocument();
    answer(jsonResponse([]));
    expect(await screen.findByText("0 as organizer · 0 as participant")).toBeInTheDocument();
    expect(screen.getByText("Join a roundtable to connect with other chapters.")).toBeInTheDocument();
    // A member with no roundtable yet is welcomed, not welcomed back.
    expect(screen.getByRole("heading", { name: "Welcome, Grace!" })).toBeInTheDocument();
    expect(screen.queryByText(/Waiting for a seat/)).not.toBeInTheDocument();
  });
});

describe("DashboardPage: an empty filtered list", () => {
  it("when the member co-organizes a roundtable, then the summary counts it as organized, as My Roundtables does", async () => {
    const shared = buildRoundtable({ id: 4, title: "Shared Table", organizerId: 2, isOrganizer: false, isCoOrganizer: true, isJoined: true });
    const seat = buildRoundtable({ id: 5, title: "A Seat", organizerId: 2, isOrganizer: false, isJoined: true });
    stubApi({
      "GET /api/auth/user": () => jsonResponse(me),
      "GET /api/convention": () => jsonResponse(convention),
      "GET /api/chapters": () => jsonResponse(chapters),
      "GET /api/roundtables": () => jsonResponse([shared, seat], 200, { "X-Total-Count": "2" }),
      "GET /api/user/participations": () =>
        jsonResponse([
          { id: 1, roundtableId: 4, status: "joined", joinedAt: "2026-01-01T00:00:00Z", roundtable: shared },
          { id: 2, roundtableId: 5, status: "joined", joinedAt: "2026-01-01T00:00:00Z", roundtable: seat },
        ]),
    });
    renderDashboard();
    expect(await screen.findByText("1 as organizer · 1 as participant")).toBeInTheDocument();
  });

  it("when the address carries a search that matches nothing, then the search box shows it and the empty text suggests adjusting the filters", async () => {
    stubApi({
      "GET /api/auth/user": () => jsonResponse(me),
      "GET /api/convention": () => jsonResponse(convention),
      "GET /api/chapters": () => jsonResponse(chapters),
      "GET /api/roundtables": () => jsonResponse([], 200, { "X-Total-Count": "0" }),
      "GET /api/roundtables/recommended": () => jsonResponse([]),
      "GET /api/user/participations": () => jsonResponse([]),
    });
    const location = memoryLocation({ path: "/", searchPath: "query=zzz", record: true });
    renderWithProviders(
      <Router hook={location.hook}>
        <DashboardPage />
      </Router>,
    );
    expect(await screen.findByText("No roundtables found. Try adjusting your search filters or create a new roundtable.")).toBeInTheDocument();
    expect(screen.getByLabelText("Search")).toHaveValue("zzz");
  });
});
