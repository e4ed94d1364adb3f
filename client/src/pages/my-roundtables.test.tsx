import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setClock } from "@/lib/clock";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { MyRoundtablesPage } from "./my-roundtables";
import { buildConvention } from "@/testing/build-convention";

const me = { id: 1, firstName: "Anne", lastName: "Rice", email: "anne@example.edu", userType: "student", chapterId: 1 };
const base = {
  conventionId: 1,
  description: "d",
  category: "Gothic Literature",
  targetAudience: "both",
  maxParticipants: 5,
  tags: ["gothic"],
  scheduledDate: null,
  createdAt: "2026-01-01T00:00:00Z",
  organizer: { firstName: "Anne", lastName: "Rice", profileImageUrl: null, chapterId: 1, chapter: "Tulane University", chapterColor: "#b5452b" },
  participantCount: 2,
  waitlistCount: 0,
  chapterCount: 1,
  chapters: [],
  isWaitlisted: false,
};

describe("MyRoundtablesPage", () => {
  it("when there are none, then both tabs show their empty states and buttons", async () => {
    stubApi({ "GET /api/auth/user": () => jsonResponse(me), "GET /api/user/participations": () => jsonResponse([]) });
    const { user } = renderWithProviders(<MyRoundtablesPage />);
    expect(screen.getAllByTestId("roundtable-skeleton")).toHaveLength(3);
    expect(await screen.findByText("No organized roundtables")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create Your First Roundtable" })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Joined (0)" }));
    expect(screen.getByText("No joined roundtables")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse Roundtables" })).toHaveAttribute("href", "/browse");
  });

  it("when the member organizes one and joined another, then each sits in its tab with the right actions", async () => {
    stubApi({
      "GET /api/auth/user": () => jsonResponse(me),
      "GET /api/user/participations": () =>
        jsonResponse([
          { id: 1, roundtableId: 10, status: "joined", joinedAt: "2026-01-01T00:00:00Z", roundtable: { ...base, id: 10, title: "Mine", organizerId: 1, isOrganizer: true, isJoined: true } },
          { id: 2, roundtableId: 11, status: "joined", joinedAt: "2026-01-01T00:00:00Z", roundtable: { ...base, id: 11, title: "Theirs", organizerId: 2, isOrganizer: false, isJoined: true } },
        ]),
    });
    const { user } = renderWithProviders(<MyRoundtablesPage />);
    expect(await screen.findByRole("tab", { name: "Organized (1)" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("article", { name: "Mine" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Manage" })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Joined (1)" }));
    expect(screen.getByRole("article", { name: "Theirs" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Leave" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Manage" })).not.toBeInTheDocument();
  });

  it("when the member co-organizes one, then it sits under Organized, marked Co-organizer, with Manage, and not under Joined", async () => {
    const coOrganizers = [{ id: 1, firstName: "Anne", lastName: "Rice", profileImageUrl: null }];
    stubApi({
      "GET /api/auth/user": () => jsonResponse(me),
      "GET /api/user/participations": () =>
        jsonResponse([
          { id: 1, roundtableId: 10, status: "joined", joinedAt: "2026-01-01T00:00:00Z", roundtable: { ...base, id: 10, title: "Mine", organizerId: 1, isOrganizer: true, isJoined: true } },
          {
            id: 2,
            roundtableId: 12,
            status: "joined",
            joinedAt: "2026-01-01T00:00:00Z",
            roundtable: { ...base, id: 12, title: "Shared", organizerId: 2, organizer: { ...base.organizer, firstName: "Bram", lastName: "Stoker" }, isOrganizer: false, isCoOrganizer: true, coOrganizers, isJoined: true },
          },
          { id: 3, roundtableId: 11, status: "joined", joinedAt: "2026-01-01T00:00:00Z", roundtable: { ...base, id: 11, title: "Theirs", organizerId: 2, isOrganizer: false, isCoOrganizer: false, isJoined: true } },
        ]),
    });
    const { user } = renderWithProviders(<MyRoundtablesPage />);
    expect(await screen.findByRole("tab", { name: "Organized (2)" })).toHaveAttribute("aria-selected", "true");
    const shared = screen.getByRole("article", { name: "Shared" });
    expect(within(shared).getByText("Co-organizer")).toBeInTheDocument();
    expect(within(shared).getByRole("button", { name: "Manage" })).toBeInTheDocument();
    expect(within(screen.getByRole("article", { name: "Mine" })).queryByText("Co-organizer")).not.toBeInTheDocument();
    // The three counts still add up to every participation: the co-organized one is counted once.
    await user.click(screen.getByRole("tab", { name: "Joined (1)" }));
    expect(screen.getByRole("article", { name: "Theirs" })).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Shared" })).not.toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Waitlisted (0)" })).toBeInTheDocument();
  });

  it("when the list is still loading, then the tabs show no count rather than a false (0)", async () => {
    let answer: (response: Response) => void = () => {};
    stubApi({
      "GET /api/auth/user": () => jsonResponse(me),
      "GET /api/user/participations": () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderWithProviders(<MyRoundtablesPage />);
    expect(screen.getByRole("tab", { name: "Organized" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Joined" })).toBeInTheDocument();
    expect(screen.queryByText(/\(0\)/)).not.toBeInTheDocument();
    expect(screen.queryByText("No organized roundtables")).not.toBeInTheDocument();
    answer(jsonResponse([]));
    expect(await screen.findByRole("tab", { name: "Organized (0)" })).toBeInTheDocument();
  });

  it("when the member waits for a seat, then it sits under Waitlisted, not Joined, and the counts add up", async () => {
    const row = (id: number, status: string, roundtable: Record<string, unknown>) => ({
      id,
      roundtableId: roundtable.id,
      status,
      joinedAt: "2026-01-01T00:00:00Z",
      roundtable: { ...base, organizerId: 2, isOrganizer: false, isJoined: status === "joined", ...roundtable },
    });
    stubApi({
      "GET /api/auth/user": () => jsonResponse(me),
      "GET /api/user/participations": () =>
        jsonResponse([
          row(1, "joined", { id: 10, title: "Mine", organizerId: 1, isOrganizer: true }),
          row(2, "joined", { id: 11, title: "Seated" }),
          row(3, "waitlisted", { id: 12, title: "Waiting", participantCount: 5, isWaitlisted: true }),
        ]),
    });
    const { user } = renderWithProviders(<MyRoundtablesPage />);
    expect(await screen.findByRole("tab", { name: "Organized (1)" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Joined (1)" })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Waitlisted (1)" }));
    const waiting = screen.getByRole("article", { name: "Waiting" });
    expect(within(waiting).getByText("Waitlist")).toBeInTheDocument();
    expect(within(waiting).getByRole("button", { name: "Leave Waitlist" })).toBeInTheDocument();
    await user.click(screen.getByRole("tab", { name: "Joined (1)" }));
    expect(screen.getByRole("article", { name: "Seated" })).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Waiting" })).not.toBeInTheDocument();
  });

  it("when the organizer opens Manage, then Edit Details and Delete are there, and focus starts on the dialog, not the search box", async () => {
    stubApi({
      "GET /api/auth/user": () => jsonResponse(me),
      "GET /api/convention": () => jsonResponse(buildConvention()),
      "GET /api/roundtables/10/participants": () => jsonResponse([]),
      "GET /api/user/participations": () =>
        jsonResponse([
          { id: 1, roundtableId: 10, status: "joined", joinedAt: "2026-01-01T00:00:00Z", roundtable: { ...base, id: 10, title: "Mine", organizerId: 1, isOrganizer: true, isJoined: true } },
        ]),
    });
    const { user } = renderWithProviders(<MyRoundtablesPage />);
    await user.click(await screen.findByRole("button", { name: "Manage" }));
    const dialog = await screen.findByRole("dialog", { name: "Mine" });
    expect(dialog).toHaveFocus();
    expect(within(dialog).getByRole("button", { name: "Edit Details" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("dialog", { name: "Delete Roundtable" })).toBeInTheDocument();
  });

  it("when the convention is over, then Manage says so instead of offering Edit Details and Delete", async () => {
    setClock("2026-04-05T12:00:00Z");
    stubApi({
      "GET /api/auth/user": () => jsonResponse(me),
      "GET /api/convention": () => jsonResponse(buildConvention()),
      "GET /api/roundtables/10/participants": () => jsonResponse([]),
      "GET /api/user/participations": () =>
        jsonResponse([
          { id: 1, roundtableId: 10, status: "joined", joinedAt: "2026-01-01T00:00:00Z", roundtable: { ...base, id: 10, title: "Mine", organizerId: 1, isOrganizer: true, isJoined: true } },
        ]),
    });
    const { user } = renderWithProviders(<MyRoundtablesPage />);
    await user.click(await screen.findByRole("button", { name: "Manage" }));
    const dialog = await screen.findByRole("dialog", { name: "Mine" });
    expect(within(dialog).getByText("The 2026 International English Convention is over.")).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Edit Details" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
  });

  it("when the convention is over and the member organizes none, then nothing offers a proposal and the page says why", async () => {
    setClock("2026-11-28T18:00:00Z");
    stubApi({
      "GET /api/auth/user": () => jsonResponse(me),
      "GET /api/convention": () => jsonResponse(buildConvention()),
      "GET /api/user/participations": () => jsonResponse([]),
    });
    renderWithProviders(<MyRoundtablesPage />);
    expect(await screen.findByText("No organized roundtables")).toBeInTheDocument();
    const create = await screen.findByRole("button", { name: "Create Roundtable" });
    await expect.poll(() => create.hasAttribute("disabled")).toBe(true);
    expect(create).toHaveAccessibleDescription("The 2026 International English Convention is over.");
    expect(screen.queryByRole("button", { name: "Create Your First Roundtable" })).not.toBeInTheDocument();
    expect(screen.getAllByText("The 2026 International English Convention is over.")).toHaveLength(2);
  });
});
