import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildConvention } from "@/testing/build-convention";
import { buildSession } from "@/testing/build-program";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { ConventionAdmin } from "./convention-admin";

const current = buildConvention({ phase: "over" });
const morning = buildSession();
const monday = buildSession({ id: 2, name: "Monday Evening Roundtables", startsAt: "2026-03-30T23:00:00.000Z", endsAt: "2026-03-31T00:30:00.000Z", rooms: [{ id: 21, name: "Salon 1", taken: false }] });
const next = buildConvention({ id: 2, name: "2027 International English Convention", startDate: "2027-03-28", endDate: "2027-03-31", isCurrent: false });

describe("ConventionAdmin", () => {
  it("when loading, then a skeleton holds the page", () => {
    stubApi({ "GET /api/conventions": () => new Promise<Response>(() => {}) });
    renderWithProviders(<ConventionAdmin />);
    expect(screen.getByTestId("convention-admin-skeleton")).toBeInTheDocument();
  });

  it("when staff create the next convention, then its guessed fields and the copied sessions show as a preview before anything is saved, and the body copies from the last", async () => {
    let answer: (response: Response) => void = () => {};
    const { calls } = stubApi({
      "GET /api/conventions": () => jsonResponse([current]),
      "GET /api/program/sessions": () => jsonResponse([morning, monday]),
      "POST /api/staff/conventions": () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = renderWithProviders(<ConventionAdmin />);
    await user.click(await screen.findByRole("button", { name: "Create Next Convention" }));
    const form = screen.getByRole("form", { name: "New convention" });
    expect(within(form).getByLabelText("Name")).toHaveValue("2027 International English Convention");
    // 52 weeks on: a Sunday-to-Wednesday convention stays one.
    expect(within(form).getByLabelText("First day")).toHaveValue("2027-03-28");
    expect(within(form).getByLabelText("Last day")).toHaveValue("2027-03-31");
    expect(screen.getByText("Preview")).toBeInTheDocument();
    const preview = await screen.findAllByRole("listitem");
    expect(preview.map((item) => item.textContent)).toEqual(
      expect.arrayContaining([expect.stringMatching(/Sun, Mar 28, 2027.*9:00 AM – 10:30 AM.*Sunday Morning Roundtables/), expect.stringMatching(/Mon, Mar 29, 2027.*6:00 PM – 7:30 PM.*Monday Evening Roundtables · 1 room/)]),
    );
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    // A later first day moves the preview with it.
    await user.clear(within(form).getByLabelText("First day"));
    await user.type(within(form).getByLabelText("First day"), "2027-04-04");
    await user.clear(within(form).getByLabelText("Last day"));
    await user.type(within(form).getByLabelText("Last day"), "2027-04-07");
    expect(await screen.findByText("Sun, Apr 4, 2027")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Create Convention" }));
    expect(await screen.findByRole("button", { name: "Creating..." })).toBeDisabled();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      name: "2027 International English Convention",
      city: "New Orleans",
      startDate: "2027-04-04",
      endDate: "2027-04-07",
      timeZone: "America/Chicago",
      proposalsCloseAt: null,
      copyFrom: 1,
    });
    answer(jsonResponse(next, 201));
    expect(await screen.findByText("Convention created")).toBeInTheDocument();
  });

  it("when the last day is before the first, then the shared validator's message shows and nothing is sent", async () => {
    const { calls } = stubApi({ "GET /api/conventions": () => jsonResponse([current]), "GET /api/program/sessions": () => jsonResponse([]) });
    const { user } = renderWithProviders(<ConventionAdmin />);
    await user.click(await screen.findByRole("button", { name: "Create Next Convention" }));
    expect(await screen.findByText(/has no sessions: the new convention starts with an empty program/)).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "New convention" });
    await user.clear(within(form).getByLabelText("Last day"));
    await user.type(within(form).getByLabelText("Last day"), "2027-03-01");
    await user.click(screen.getByRole("button", { name: "Create Convention" }));
    expect(await screen.findByText("The last day can't be before the first day")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("when staff make the next convention current, then a dialog asks first and says Making current... while it waits", async () => {
    let answer: (response: Response) => void = () => {};
    const { calls } = stubApi({
      "GET /api/conventions": () => jsonResponse([next, current]),
      "GET /api/program/sessions": () => jsonResponse([]),
      "POST /api/staff/conventions/2/make-current": () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { user } = renderWithProviders(<ConventionAdmin />);
    await user.click(await screen.findByRole("button", { name: "Make Current" }));
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByText(/the 2026 International English Convention moves to Past conventions/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Make Current" }));
    expect(await within(dialog).findByRole("button", { name: "Making current..." })).toBeDisabled();
    answer(jsonResponse({ ...next, isCurrent: true }));
    expect(await screen.findByText("Current convention changed")).toBeInTheDocument();
  });

  it("when a session holding a placed roundtable is removed, then the server's refusal naming it stays in view", async () => {
    stubApi({
      "GET /api/conventions": () => jsonResponse([next, current]),
      "GET /api/program/sessions": () => jsonResponse([morning]),
      "DELETE /api/staff/sessions/1": () => jsonResponse({ message: "Haunted Houses is placed in Sunday Morning Roundtables: move it first." }, 409),
    });
    const { user } = renderWithProviders(<ConventionAdmin />);
    await user.click(await screen.findByRole("button", { name: "Remove Sunday Morning Roundtables" }));
    const dialog = screen.getByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Remove Session" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Haunted Houses is placed in Sunday Morning Roundtables: move it first.");
    expect(within(dialog).getByRole("button", { name: "Remove Session" })).toBeDisabled();
  });

  it("when staff move a session to another time, then the body carries the new instants in the convention's zone", async () => {
    const { calls } = stubApi({
      "GET /api/conventions": () => jsonResponse([current]),
      "GET /api/program/sessions": () => jsonResponse([morning]),
      "PUT /api/staff/sessions/1": () => jsonResponse(morning),
    });
    const { user } = renderWithProviders(<ConventionAdmin />);
    await user.click(await screen.findByRole("button", { name: "Edit Sunday Morning Roundtables" }));
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByLabelText("Rooms")).toHaveValue("Bayou Room A\nBayou Room B");
    await user.clear(within(dialog).getByLabelText("Starts"));
    await user.type(within(dialog).getByLabelText("Starts"), "11:00");
    await user.clear(within(dialog).getByLabelText("Ends"));
    await user.type(within(dialog).getByLabelText("Ends"), "12:30");
    await user.click(within(dialog).getByRole("button", { name: "Save Session" }));
    await waitFor(() => expect(calls.find((call) => call.method === "PUT")).toBeDefined());
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      name: "Sunday Morning Roundtables",
      startsAt: "2026-03-29T16:00:00.000Z",
      endsAt: "2026-03-29T17:30:00.000Z",
      rooms: ["Bayou Room A", "Bayou Room B"],
    });
    expect(await screen.findByText("Session saved")).toBeInTheDocument();
  });
});
