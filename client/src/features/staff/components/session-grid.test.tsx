import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buildPlaced, buildSession, convention } from "@/testing/build-program";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { SessionGrid } from "./session-grid";

const morning = buildSession();
const placed = [buildPlaced(morning, { id: 11, name: "Bayou Room A" }, { id: 5, title: "Haunted Houses", participantCount: 3 })];

describe("SessionGrid", () => {
  it("when sessions have rooms, then each room shows its roundtable with Move and Take off program, or Free", async () => {
    stubApi({ "GET /api/convention": () => jsonResponse(convention()) });
    const onMove = vi.fn();
    const onUnplace = vi.fn();
    const { user } = renderWithProviders(<SessionGrid sessions={[morning]} placed={placed} isLoading={false} onMove={onMove} onUnplace={onUnplace} />);
    const session = screen.getByRole("region", { name: "Sunday Morning Roundtables" });
    expect(session).toHaveTextContent(/1 of 2 free/);
    const taken = within(session).getByRole("listitem", { name: "Bayou Room A: Haunted Houses" });
    expect(taken).toHaveTextContent("3/5 seated");
    expect(within(session).getByRole("listitem", { name: "Bayou Room B: Free" })).toBeInTheDocument();
    await user.click(within(taken).getByRole("button", { name: "Move" }));
    expect(onMove).toHaveBeenCalledWith(expect.objectContaining({ id: 5 }));
    await user.click(within(taken).getByRole("button", { name: "Take off program" }));
    expect(onUnplace).toHaveBeenCalledWith(expect.objectContaining({ id: 5 }));
  });

  it("when taking off is pending, then that room says Taking off...; with no sessions, the empty state", () => {
    stubApi({});
    const { unmount } = renderWithProviders(<SessionGrid sessions={[morning]} placed={placed} isLoading={false} onMove={() => {}} onUnplace={() => {}} unplacingId={5} />);
    expect(screen.getByRole("button", { name: "Taking off..." })).toBeDisabled();
    unmount();
    renderWithProviders(<SessionGrid sessions={[]} placed={[]} isLoading={false} onMove={() => {}} onUnplace={() => {}} />);
    expect(screen.getByText("No sessions yet")).toBeInTheDocument();
  });
});
