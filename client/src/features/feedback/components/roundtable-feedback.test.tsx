import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { FeedbackSummary, MyFeedback } from "@shared/types";
import { setClock } from "@/lib/clock";
import { buildRoundtable } from "@/testing/build-roundtable";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { RoundtableFeedback } from "./roundtable-feedback";

const member = { id: 7, firstName: "Ann", lastName: "Petry", email: "ann@example.edu", userType: "student", chapterId: 1, chapter: "Rice University", isStaff: false };
const staff = { ...member, id: 2, firstName: "Sam", isStaff: true };
const session = { id: 3, name: "Monday Morning", startsAt: "2026-03-30T14:00:00.000Z", endsAt: "2026-03-30T15:15:00.000Z" };
const placed = { id: 42, programStatus: "placed" as const, session, room: { id: 9, name: "Bayou Room A" } };
const seated = buildRoundtable({ ...placed, isJoined: true });
const organized = buildRoundtable({ ...placed, isOrganizer: true, isJoined: true, organizerId: 7 });
const AFTER = "2026-03-30T15:20:00.000Z";

const given = (rating: number, comment: string | null = null): MyFeedback => ({
  canRate: true,
  feedback: { rating, comment, createdAt: AFTER, updatedAt: AFTER },
});

afterEach(() => setClock());

describe("RoundtableFeedback for a member who was there", () => {
  it("when the session has not ended, then nothing shows and nothing is asked", async () => {
    setClock("2026-03-30T15:14:00.000Z");
    const { calls } = stubApi({
      "GET /api/auth/user": () => jsonResponse(member),
      "GET /api/roundtables/42": () => jsonResponse(seated),
    });
    renderWithProviders(<RoundtableFeedback roundtableId={42} />);
    await waitFor(() => expect(calls.some((call) => call.url === "/api/roundtables/42")).toBe(true));
    expect(screen.queryByRole("heading", { name: "How was it?" })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.includes("/feedback"))).toBe(false);
  });

  it("when they were not checked in, then the form does not show", async () => {
    setClock(AFTER);
    const { calls } = stubApi({
      "GET /api/auth/user": () => jsonResponse(member),
      "GET /api/roundtables/42": () => jsonResponse(seated),
      "GET /api/roundtables/42/feedback/mine": () => jsonResponse({ canRate: false, feedback: null }),
    });
    renderWithProviders(<RoundtableFeedback roundtableId={42} />);
    await waitFor(() => expect(calls.some((call) => call.url === "/api/roundtables/42/feedback/mine")).toBe(true));
    await waitFor(() => expect(screen.queryByRole("status")).not.toBeInTheDocument());
    expect(screen.queryByRole("heading", { name: "How was it?" })).not.toBeInTheDocument();
  });

  it("when they rate it, then the button says it is saving, the toast thanks them, and the form shows their rating to change", async () => {
    setClock(AFTER);
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { calls } = stubApi({
      "GET /api/auth/user": () => jsonResponse(member),
      "GET /api/roundtables/42": () => jsonResponse(seated),
      "GET /api/roundtables/42/feedback/mine": () => jsonResponse({ canRate: true, feedback: null }),
      "PUT /api/roundtables/42/feedback": async () => {
        await answered;
        return jsonResponse(given(4, "Lively and kind."));
      },
    });
    const { user } = renderWithProviders(<RoundtableFeedback roundtableId={42} />);
    const group = await screen.findByRole("group", { name: "Your rating" });
    expect(within(group).getAllByRole("radio")).toHaveLength(5);
    await user.click(within(group).getByRole("radio", { name: /4\s*Very good/ }));
    expect(within(group).getByRole("radio", { name: /4\s*Very good/ })).toBeChecked();
    await user.type(screen.getByRole("textbox", { name: /Comment/ }), "Lively and kind.");
    expect(screen.getByText("16 / 1,000 characters")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send feedback" }));

    const saving = await screen.findByRole("button", { name: "Saving..." });
    expect(saving).toBeDisabled();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ rating: 4, comment: "Lively and kind." });
    answer();
    expect(await screen.findByText("Thanks for your feedback")).toBeInTheDocument();
    expect(await screen.findByText("You rated it 4 of 5 (Very good). Change it any time.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Update feedback" })).toBeEnabled();
  });

  it("when they already rated it, then the form holds their rating and comment, and a change says Feedback updated", async () => {
    setClock(AFTER);
    stubApi({
      "GET /api/auth/user": () => jsonResponse(member),
      "GET /api/roundtables/42": () => jsonResponse(seated),
      "GET /api/roundtables/42/feedback/mine": () => jsonResponse(given(2, "Too short.")),
      "PUT /api/roundtables/42/feedback": () => jsonResponse(given(5, "Too short.")),
    });
    const { user } = renderWithProviders(<RoundtableFeedback roundtableId={42} />);
    expect(await screen.findByText("You rated it 2 of 5 (Fair). Change it any time.")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /2\s*Fair/ })).toBeChecked();
    expect(screen.getByRole("textbox", { name: /Comment/ })).toHaveValue("Too short.");
    await user.click(screen.getByRole("radio", { name: /5\s*Excellent/ }));
    await user.click(screen.getByRole("button", { name: "Update feedback" }));
    expect(await screen.findByText("Feedback updated")).toBeInTheDocument();
    expect(await screen.findByText("You rated it 5 of 5 (Excellent). Change it any time.")).toBeInTheDocument();
  });

  it("when no rating is chosen or the comment is too long, then the form says so and sends nothing", async () => {
    setClock(AFTER);
    const { calls } = stubApi({
      "GET /api/auth/user": () => jsonResponse(member),
      "GET /api/roundtables/42": () => jsonResponse(seated),
      "GET /api/roundtables/42/feedback/mine": () => jsonResponse({ canRate: true, feedback: null }),
    });
    const { user } = renderWithProviders(<RoundtableFeedback roundtableId={42} />);
    await user.click(await screen.findByRole("button", { name: "Send feedback" }));
    expect(await screen.findByText("Choose a rating from 1 to 5")).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: /3\s*Good/ }));
    const comment = screen.getByRole("textbox", { name: /Comment/ });
    fireEvent.change(comment, { target: { value: "x".repeat(1001) } });
    expect(screen.getByText("1,001 / 1,000 characters")).toBeInTheDocument();
    expect(comment).toHaveAttribute("aria-invalid", "true");
    await user.click(screen.getByRole("button", { name: "Send feedback" }));
    expect(await screen.findByText("The comment must be at most 1,000 characters")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
  });

  it("when the server refuses, then the toast says why in its words", async () => {
    setClock(AFTER);
    stubApi({
      "GET /api/auth/user": () => jsonResponse(member),
      "GET /api/roundtables/42": () => jsonResponse(seated),
      "GET /api/roundtables/42/feedback/mine": () => jsonResponse({ canRate: true, feedback: null }),
      "PUT /api/roundtables/42/feedback": () =>
        jsonResponse({ message: "Only members who were checked in at this roundtable can rate it.", code: "not_checked_in" }, 403),
    });
    const { user } = renderWithProviders(<RoundtableFeedback roundtableId={42} />);
    await user.click(await screen.findByRole("radio", { name: /1\s*Poor/ }));
    await user.click(screen.getByRole("button", { name: "Send feedback" }));
    expect(await screen.findByText("Feedback not saved")).toBeInTheDocument();
    expect(screen.getByText("Only members who were checked in at this roundtable can rate it.")).toBeInTheDocument();
  });
});

describe("RoundtableFeedback for its organizer and staff", () => {
  it("when members rated it, then the organizer reads the average to one decimal, the count and the comments, and never sees the form", async () => {
    setClock(AFTER);
    const summary: FeedbackSummary = { count: 3, average: 4.33, comments: ["Loved the close reading.", "More time, please."] };
    const { calls } = stubApi({
      "GET /api/auth/user": () => jsonResponse(member),
      "GET /api/roundtables/42": () => jsonResponse(organized),
      "GET /api/roundtables/42/feedback": () => jsonResponse(summary),
    });
    renderWithProviders(<RoundtableFeedback roundtableId={42} />);
    const card = await screen.findByRole("region", { name: "Feedback" });
    expect(await within(card).findByText("4.3")).toBeInTheDocument();
    expect(within(card).getByText(/average of 3 ratings/)).toBeInTheDocument();
    expect(within(card).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Loved the close reading.", "More time, please."]);
    expect(screen.queryByRole("heading", { name: "How was it?" })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith("/feedback/mine"))).toBe(false);
  });

  it("when nobody rated it yet, then staff read the empty state", async () => {
    setClock(AFTER);
    stubApi({
      "GET /api/auth/user": () => jsonResponse(staff),
      "GET /api/roundtables/42": () => jsonResponse(buildRoundtable(placed)),
      "GET /api/roundtables/42/feedback": () => jsonResponse({ count: 0, average: null, comments: [] }),
    });
    renderWithProviders(<RoundtableFeedback roundtableId={42} />);
    expect(await screen.findByText(/No feedback yet/)).toBeInTheDocument();
  });
});
