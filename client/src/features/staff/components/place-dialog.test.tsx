import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buildFullSession, buildPlaced, buildSession, convention, sessionRef } from "@/testing/build-program";
import { buildRoundtable } from "@/testing/build-roundtable";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { PlaceDialog } from "./place-dialog";

const morning = buildSession();
const evening = buildFullSession({ id: 2, name: "Sunday Evening Roundtables", startsAt: "2026-03-29T23:00:00.000Z", endsAt: "2026-03-30T00:30:00.000Z" });
const third = buildSession({ id: 3, name: "Monday Morning Roundtables", startsAt: "2026-03-30T14:00:00.000Z", endsAt: "2026-03-30T15:30:00.000Z", rooms: [{ id: 31, name: "Salon 1", taken: false }, { id: 32, name: "Salon 2", taken: false }], freeRooms: 2 });
const sessions = [morning, evening, third];

describe("PlaceDialog", () => {
  it("when placing a proposal, then its preferred session is chosen, full sessions are disabled, and First free room sends no room", async () => {
    const proposal = buildRoundtable({ id: 7, title: "Haunted Houses", preferredSession: sessionRef(morning) });
    const { calls } = stubApi({
      "GET /api/convention": () => jsonResponse(convention()),
      "PUT /api/staff/roundtables/7/placement": () => jsonResponse(buildPlaced(morning, { id: 12, name: "Bayou Room B" }, { id: 7 })),
    });
    const onOpenChange = vi.fn();
    const { user } = renderWithProviders(<PlaceDialog roundtable={proposal} sessions={sessions} onOpenChange={onOpenChange} />);
    expect(screen.getByRole("heading", { name: "Place on the program" })).toBeInTheDocument();
    expect(screen.getByLabelText("Session")).toHaveValue("1");
    expect(screen.getByRole("option", { name: /Sunday Evening Roundtables/ })).toBeDisabled();
    const rooms = Array.from((screen.getByLabelText("Room") as HTMLSelectElement).options).map((option) => option.text);
    expect(rooms).toEqual(["First free room", "Bayou Room B"]);
    await user.click(screen.getByRole("button", { name: "Place" }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.find((call) => call.method === "PUT")).toMatchObject({ url: "/api/staff/roundtables/7/placement", body: { sessionId: 1 } });
    expect(await screen.findByText("Placed on the program")).toBeInTheDocument();
    expect(screen.getByText("Haunted Houses: Sunday Morning Roundtables, Bayou Room B")).toBeInTheDocument();
  });

  it("when moving a placed roundtable to a chosen room, then it sends session and room and says Moving... while busy", async () => {
    let answer: (response: Response) => void = () => {};
    const placed = buildPlaced(morning, { id: 11, name: "Bayou Room A" }, { id: 8, title: "Feminist Gothic" });
    const { calls } = stubApi({
      "GET /api/convention": () => jsonResponse(convention()),
      "PUT /api/staff/roundtables/8/placement": () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = renderWithProviders(<PlaceDialog roundtable={placed} sessions={sessions} onOpenChange={() => {}} />);
    expect(screen.getByRole("heading", { name: "Move roundtable" })).toBeInTheDocument();
    // Its own room counts as free for it.
    expect(Array.from((screen.getByLabelText("Room") as HTMLSelectElement).options).map((option) => option.text)).toEqual(["First free room", "Bayou Room A", "Bayou Room B"]);
    await user.selectOptions(screen.getByLabelText("Session"), "3");
    await user.selectOptions(screen.getByLabelText("Room"), "32");
    await user.click(screen.getByRole("button", { name: "Move" }));
    expect(await screen.findByRole("button", { name: "Moving..." })).toBeDisabled();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ sessionId: 3, roomId: 32 });
    answer(jsonResponse(buildPlaced(third, { id: 32, name: "Salon 2" }, { id: 8 })));
    expect(await screen.findByText("Roundtable moved")).toBeInTheDocument();
  });

  it("when the server refuses (a full session, a clash), then its message is toasted and the dialog stays open", async () => {
    const proposal = buildRoundtable({ id: 9 });
    stubApi({
      "GET /api/convention": () => jsonResponse(convention()),
      "PUT /api/staff/roundtables/9/placement": () =>
        jsonResponse({ message: "Ada Lovelace already sits at Feminist Gothic in Sunday Morning Roundtables" }, 409),
    });
    const onOpenChange = vi.fn();
    const { user } = renderWithProviders(<PlaceDialog roundtable={proposal} sessions={sessions} onOpenChange={onOpenChange} />);
    expect(screen.getByRole("button", { name: "Place" })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText("Session"), "1");
    await user.click(screen.getByRole("button", { name: "Place" }));
    expect(await screen.findByText("Ada Lovelace already sits at Feminist Gothic in Sunday Morning Roundtables")).toBeInTheDocument();
    expect(screen.getByText("Placement Failed")).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
