import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AttendanceList } from "@shared/types";
import { setClock } from "@/lib/clock";
import { buildConvention } from "@/testing/build-convention";
import { buildRoundtable } from "@/testing/build-roundtable";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { TableCheckIn } from "./table-check-in";

const organizer = { id: 1, firstName: "Grace", lastName: "King", email: "grace@example.edu", userType: "advisor", chapterId: 1, chapter: "Tulane University", isStaff: false };
const session = { id: 3, name: "Monday Morning", startsAt: "2026-03-30T14:00:00.000Z", endsAt: "2026-03-30T15:15:00.000Z" };
const roundtable = buildRoundtable({ id: 42, isOrganizer: true, organizerId: 1, programStatus: "placed", session, room: { id: 9, name: "Bayou Room A" } });

const seat = (id: number, firstName: string, checkedInAt: string | null = null) => ({
  user: { id, firstName, lastName: "Lee", chapter: "Loyola University" },
  status: checkedInAt ? ("checked_in" as const) : ("expected" as const),
  checkedInAt,
  walkIn: false,
  heldUntil: null,
});

const list = (items: AttendanceList["items"]): AttendanceList => ({
  opensAt: "2026-03-30T13:30:00.000Z",
  closesAt: session.endsAt,
  releaseAt: "2026-03-30T14:10:00.000Z",
  releasedAt: null,
  items,
});

function setOnline(online: boolean) {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? "online" : "offline"));
}

afterEach(() => {
  setClock();
  setOnline(true);
});

describe("TableCheckIn", () => {
  it("when the window is not open yet, then nothing shows", async () => {
    setClock("2026-03-30T13:29:00.000Z");
    const { calls } = stubApi({
      "GET /api/auth/user": () => jsonResponse(organizer),
      "GET /api/roundtables/42": () => jsonResponse(roundtable),
    });
    renderWithProviders(<TableCheckIn roundtableId={42} />);
    await waitFor(() => expect(calls.some((call) => call.url === "/api/roundtables/42")).toBe(true));
    expect(screen.queryByRole("heading", { name: "Check in" })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith("/attendance"))).toBe(false);
  });

  it("when the organizer ticks a member, then the tick shows at once, and a second tap undoes it", async () => {
    setClock("2026-03-30T13:45:00.000Z");
    let current = list([seat(7, "Ann"), seat(8, "Ben")]);
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { calls } = stubApi({
      "GET /api/auth/user": () => jsonResponse(organizer),
      "GET /api/convention": () => jsonResponse(buildConvention({})),
      "GET /api/roundtables/42": () => jsonResponse(roundtable),
      "GET /api/roundtables/42/attendance": () => jsonResponse(current),
      "POST /api/roundtables/42/attendance": async () => {
        await answered;
        current = list([seat(7, "Ann", "2026-03-30T13:45:00.000Z"), seat(8, "Ben")]);
        return jsonResponse(current);
      },
      "DELETE /api/roundtables/42/attendance/7": () => {
        current = list([seat(7, "Ann"), seat(8, "Ben")]);
        return jsonResponse(current);
      },
    });
    renderWithProviders(<TableCheckIn roundtableId={42} />);
    const ann = await screen.findByRole("button", { name: /Ann Lee/ });
    expect(ann).toHaveAttribute("aria-pressed", "false");
    fireEvent.click(ann);
    // Shown before the server has answered.
    await waitFor(() => expect(screen.getByRole("button", { name: /Ann Lee/ })).toHaveAttribute("aria-pressed", "true"));
    expect(calls.some((call) => call.method === "POST" && (call.body as { userId: number }).userId === 7)).toBe(true);
    answer();
    expect(await screen.findByText("1 of 2 here")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: /Ann Lee/ }));
    await waitFor(() => expect(calls.some((call) => call.method === "DELETE")).toBe(true));
    await waitFor(() => expect(screen.getByRole("button", { name: /Ann Lee/ })).toHaveAttribute("aria-pressed", "false"));
  });

  it("when the server refuses a tick, then it goes back and the toast says why", async () => {
    setClock("2026-03-30T13:45:00.000Z");
    stubApi({
      "GET /api/auth/user": () => jsonResponse(organizer),
      "GET /api/roundtables/42": () => jsonResponse(roundtable),
      "GET /api/roundtables/42/attendance": () => jsonResponse(list([seat(7, "Ann")])),
      "POST /api/roundtables/42/attendance": () => jsonResponse({ message: "This session has ended, so check-in is closed.", code: "check_in_closed" }, 409),
    });
    renderWithProviders(<TableCheckIn roundtableId={42} />);
    fireEvent.click(await screen.findByRole("button", { name: /Ann Lee/ }));
    expect(await screen.findByText("This session has ended, so check-in is closed.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Ann Lee/ })).toHaveAttribute("aria-pressed", "false");
  });

  it("when the organizer types a pass code, then it is sent as typed and the walk-in's arrival is told", async () => {
    setClock("2026-03-30T14:05:00.000Z");
    const { calls } = stubApi({
      "GET /api/auth/user": () => jsonResponse(organizer),
      "GET /api/roundtables/42": () => jsonResponse(roundtable),
      "GET /api/roundtables/42/attendance": () => jsonResponse(list([seat(7, "Ann")])),
      "POST /api/roundtables/42/attendance": () => jsonResponse(list([seat(7, "Ann"), { ...seat(9, "Cleo", "2026-03-30T14:05:00.000Z"), walkIn: true }]), 201),
    });
    renderWithProviders(<TableCheckIn roundtableId={42} />);
    fireEvent.change(await screen.findByLabelText("Pass code"), { target: { value: "7zk2m 0qh4b ab12c d3e4f" } });
    fireEvent.click(screen.getByRole("button", { name: "Check in" }));
    expect(await screen.findByText("Walk-in seated")).toBeInTheDocument();
    expect(screen.getByText("Cleo Lee is checked in.")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ token: "7zk2m 0qh4b ab12c d3e4f" });
  });

  it("when the network is down, then the page says so and a tap sends nothing", async () => {
    setClock("2026-03-30T13:45:00.000Z");
    const { calls } = stubApi({
      "GET /api/auth/user": () => jsonResponse(organizer),
      "GET /api/roundtables/42": () => jsonResponse(roundtable),
      "GET /api/roundtables/42/attendance": () => jsonResponse(list([seat(7, "Ann")])),
    });
    renderWithProviders(<TableCheckIn roundtableId={42} />);
    await screen.findByRole("button", { name: /Ann Lee/ });
    setOnline(false);
    expect(await screen.findByRole("alert")).toHaveTextContent("You're offline. Check-ins need the connection");
    expect(screen.getByRole("button", { name: /Ann Lee/ })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Scan a pass" })).toBeDisabled();
    expect(calls.some((call) => call.method !== "GET")).toBe(false);
  });

  it("when the network drops while a tick is on its way, then the tick goes back and the toast says it was not saved", async () => {
    setClock("2026-03-30T13:45:00.000Z");
    stubApi({
      "GET /api/auth/user": () => jsonResponse(organizer),
      "GET /api/roundtables/42": () => jsonResponse(roundtable),
      "GET /api/roundtables/42/attendance": () => jsonResponse(list([seat(7, "Ann")])),
      // The browser still believed it was online: the request fails as fetch fails without a network.
      "POST /api/roundtables/42/attendance": () => Promise.reject(new TypeError("Failed to fetch")),
    });
    renderWithProviders(<TableCheckIn roundtableId={42} />);
    fireEvent.click(await screen.findByRole("button", { name: /Ann Lee/ }));
    expect(await screen.findByText("Ann Lee was not checked in")).toBeInTheDocument();
    expect(screen.getByText("Not saved: the app can't reach the server. Check in again once you're back online.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: /Ann Lee/ })).toHaveAttribute("aria-pressed", "false"));
    expect(screen.getByText("0 of 1 here")).toBeInTheDocument();
  });

  it("when offline, then a pass code sent with Enter is refused with a message and nothing is sent", async () => {
    setClock("2026-03-30T13:45:00.000Z");
    const { calls } = stubApi({
      "GET /api/auth/user": () => jsonResponse(organizer),
      "GET /api/roundtables/42": () => jsonResponse(roundtable),
      "GET /api/roundtables/42/attendance": () => jsonResponse(list([seat(7, "Ann")])),
    });
    renderWithProviders(<TableCheckIn roundtableId={42} />);
    const code = await screen.findByLabelText("Pass code");
    setOnline(false);
    await screen.findByRole("alert");
    fireEvent.change(code, { target: { value: "7ZK2M-0QH4B-AB12C-D3E4F" } });
    fireEvent.submit(screen.getByRole("form", { name: "Check in by pass code" }));
    expect(await screen.findByText("Check-ins need the connection: nothing was saved. Try again once you're back online.")).toBeInTheDocument();
    // The code stays typed, to send once back online.
    expect(code).toHaveValue("7ZK2M-0QH4B-AB12C-D3E4F");
    expect(calls.some((call) => call.method !== "GET")).toBe(false);
  });
});
