import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { buildConvention } from "@/testing/build-convention";
import { buildPlaced, buildSession } from "@/testing/build-program";
import { buildRoundtable } from "@/testing/build-roundtable";
import { jsonResponse, renderAsMember, stubApi } from "@/testing/render";
import { ConventionArchive } from "./convention-archive";
import { MyHistory } from "./my-history";
import { PastConventionList } from "./past-convention-list";

const past = buildConvention({ isCurrent: false, phase: "over" });
const current = buildConvention({ id: 2, name: "2027 International English Convention", startDate: "2027-03-28", endDate: "2027-03-31" });
const morning = buildSession();

describe("Past conventions", () => {
  it("when loading, then skeletons; when none is over yet, then the empty state", async () => {
    stubApi({ "GET /api/conventions": () => new Promise<Response>(() => {}) });
    const { unmount } = renderAsMember(<PastConventionList />);
    expect(screen.getByTestId("past-conventions-skeleton")).toBeInTheDocument();
    unmount();
    stubApi({ "GET /api/conventions": () => jsonResponse([current]) });
    renderAsMember(<PastConventionList />);
    expect(await screen.findByRole("heading", { name: "No past conventions yet" })).toBeInTheDocument();
  });

  it("when one is over, then it links to its own page", async () => {
    stubApi({ "GET /api/conventions": () => jsonResponse([current, past]) });
    renderAsMember(<PastConventionList />);
    const link = await screen.findByRole("link", { name: /2026 International English Convention/ });
    expect(link).toHaveAttribute("href", "/conventions/1");
    expect(screen.getByText("1 past convention")).toBeInTheDocument();
  });

  it("when a past convention's page opens, then its program carries the year, no Join is offered, and who sat at a table shows on request", async () => {
    const placed = buildPlaced(morning, { id: 11, name: "Bayou Room A" }, { id: 5, title: "Haunted Houses", participantCount: 2 });
    const { calls } = stubApi({
      "GET /api/convention": () => jsonResponse(current),
      "GET /api/conventions": () => jsonResponse([current, past]),
      "GET /api/program/sessions": () => jsonResponse([morning]),
      "GET /api/roundtables": (url) => jsonResponse(url.searchParams.get("programStatus") === "placed" ? [placed] : [placed, buildRoundtable({ id: 6, title: "Unplaced Idea" })], 200, { "X-Total-Count": url.searchParams.get("programStatus") ? "1" : "2" }),
      "GET /api/roundtables/5/participants": () =>
        jsonResponse([{ id: 1, status: "joined", joinedAt: null, user: { id: 10, firstName: "Zora", lastName: "Hurston", email: null, profileImageUrl: null, userType: "advisor", chapter: "Tulane University" } }]),
    });
    renderAsMember(<ConventionArchive conventionId={1} />);
    expect(await screen.findByRole("heading", { level: 1, name: "2026 International English Convention" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 3, name: "Sunday, March 29, 2026" })).toBeInTheDocument();
    expect(await screen.findByText("2 roundtables")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Join/ })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url.startsWith("/api/roundtables?")).every((call) => call.url.includes("conventionId=1"))).toBe(true);
    const card = screen.getByRole("article", { name: "Haunted Houses" });
    await within(card).findByText("Organized by");
    await userEvent.setup().click(within(card).getByRole("button", { name: "At the table (2)" }));
    expect(await within(card).findByText("Zora Hurston")).toBeInTheDocument();
  });

  it("when the member has no history, then the Past conventions tab's empty state; else their roundtables by convention", async () => {
    stubApi({ "GET /api/conventions": () => jsonResponse([current, past]), "GET /api/user/participations": () => jsonResponse([]) });
    const { unmount } = renderAsMember(<MyHistory />);
    expect(screen.getByTestId("history-skeleton")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "No past roundtables" })).toBeInTheDocument();
    unmount();
    const { calls } = stubApi({
      "GET /api/conventions": () => jsonResponse([current, past]),
      "GET /api/user/participations": () => jsonResponse([{ id: 1, roundtableId: 5, status: "joined", joinedAt: "2026-02-01T00:00:00Z", roundtable: buildRoundtable({ id: 5, title: "Haunted Houses" }) }]),
    });
    renderAsMember(<MyHistory />);
    expect(await screen.findByRole("link", { name: "Haunted Houses" })).toHaveAttribute("href", "/roundtables/5");
    expect(screen.getByText("Joined")).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain("/api/user/participations?conventionId=1");
  });
});
