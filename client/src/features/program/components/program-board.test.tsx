import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { buildFullSession, buildPlaced, buildSession, convention } from "@/testing/build-program";
import { ProgramBoard } from "./program-board";

const morning = buildSession();
const monday = buildFullSession({ id: 2, name: "Monday Afternoon Roundtables", startsAt: "2026-03-30T19:00:00.000Z", endsAt: "2026-03-30T20:30:00.000Z" });

const placed = [
  buildPlaced(monday, { id: 21, name: "Garden Room" }, { id: 3, title: "Monday Poetry", participantCount: 5, maxParticipants: 5 }),
  buildPlaced(morning, { id: 12, name: "Bayou Room B" }, { id: 2, title: "Haunted Houses", isJoined: true, participantCount: 3 }),
  buildPlaced(morning, { id: 11, name: "Bayou Room A" }, { id: 1, title: "Feminist Gothic", participantCount: 4 }),
];

describe("ProgramBoard", () => {
  it("when roundtables are placed, then they group by day and session in time order, rooms in order, with seats left", async () => {
    stubApi({ "GET /api/convention": () => jsonResponse(convention()) });
    renderWithProviders(<ProgramBoard roundtables={placed} sessions={[morning, monday]} onJoin={() => {}} />);
    const days = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(days).toEqual(["Sunday, March 29", "Monday, March 30"]);
    const sunday = screen.getByRole("region", { name: "Sunday Morning Roundtables" });
    expect(within(sunday).getByText("9:00 – 10:30 AM CDT · 2 of 2 rooms")).toBeInTheDocument();
    const rows = within(sunday).getAllByRole("listitem");
    expect(rows.map((row) => row.getAttribute("aria-label"))).toEqual(["Feminist Gothic", "Haunted Houses"]);
    expect(within(rows[0]!).getByText("Bayou Room A")).toBeInTheDocument();
    expect(within(rows[0]!).getByText("1 seat left")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Monday, March 30" })).toHaveAttribute("href", "#day-2026-03-30");
  });

  it("when the member has a seat, then the row is highlighted with Your seat; a full one offers the waitlist; Join calls back", async () => {
    stubApi({ "GET /api/convention": () => jsonResponse(convention()) });
    const onJoin = vi.fn();
    const { user } = renderWithProviders(<ProgramBoard roundtables={placed} sessions={[morning, monday]} onJoin={onJoin} joiningId={undefined} />);
    const mine = screen.getByRole("listitem", { name: "Haunted Houses" });
    expect(within(mine).getByText("Your seat")).toBeInTheDocument();
    expect(mine.className).toContain("border-cardinal");
    expect(within(mine).queryByRole("button")).not.toBeInTheDocument();
    const full = screen.getByRole("listitem", { name: "Monday Poetry" });
    expect(within(full).getByText("Full")).toBeInTheDocument();
    expect(within(full).getByRole("button", { name: "Join Waitlist" })).toBeEnabled();
    await user.click(within(screen.getByRole("listitem", { name: "Feminist Gothic" })).getByRole("button", { name: "Join Roundtable" }));
    expect(onJoin).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  });

  it("when a join is pending, then that row says Joining...", () => {
    stubApi({ "GET /api/convention": () => jsonResponse(convention()) });
    renderWithProviders(<ProgramBoard roundtables={placed} sessions={[morning, monday]} onJoin={() => {}} joiningId={1} />);
    expect(within(screen.getByRole("listitem", { name: "Feminist Gothic" })).getByRole("button", { name: "Joining..." })).toBeDisabled();
  });

  it("when a member, joined or not, reads a row, then its title links to the roundtable's own page", () => {
    stubApi({ "GET /api/convention": () => jsonResponse(convention()) });
    renderWithProviders(<ProgramBoard roundtables={placed} sessions={[morning, monday]} onJoin={() => {}} />);
    expect(within(screen.getByRole("listitem", { name: "Feminist Gothic" })).getByRole("link", { name: "Feminist Gothic" })).toHaveAttribute("href", "/roundtables/1");
    expect(within(screen.getByRole("listitem", { name: "Haunted Houses" })).getByRole("link", { name: "Haunted Houses" })).toHaveAttribute("href", "/roundtables/2");
  });
});
