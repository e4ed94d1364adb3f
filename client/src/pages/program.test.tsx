import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildPlaced, buildSession, convention } from "@/testing/build-program";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { ProgramPage } from "./program";

const morning = buildSession();
const base = { "GET /api/convention": () => jsonResponse(convention()), "GET /api/program/sessions": () => jsonResponse([morning]) };

describe("ProgramPage", () => {
  it("when loading, then skeletons; when nothing is placed, then the empty state", async () => {
    let finish: (response: Response) => void = () => {};
    const { calls } = stubApi({ ...base, "GET /api/roundtables": () => new Promise<Response>((resolve) => (finish = resolve)) });
    renderWithProviders(<ProgramPage />);
    expect(screen.getByRole("heading", { name: "Program" })).toBeInTheDocument();
    expect(screen.getAllByTestId("program-skeleton")).toHaveLength(2);
    finish(jsonResponse([], 200, { "X-Total-Count": "0" }));
    // Right under the page's h1: an h2, so no heading level is skipped.
    expect(await screen.findByRole("heading", { level: 2, name: "The program is not out yet" })).toBeInTheDocument();
    expect(calls.find((call) => call.url.startsWith("/api/roundtables"))?.url).toBe("/api/roundtables?programStatus=placed&sort=time&limit=100&offset=0");
  });

  it("when the program is longer than a page, then every page is read", async () => {
    const first = Array.from({ length: 100 }, (_, index) => buildPlaced(morning, { id: 1000 + index, name: `Room ${index + 1}` }, { id: index + 1, title: `Roundtable ${index + 1}` }));
    const { calls } = stubApi({
      ...base,
      "GET /api/roundtables": (url) =>
        url.searchParams.get("offset") === "0"
          ? jsonResponse(first, 200, { "X-Total-Count": "101" })
          : jsonResponse([buildPlaced(morning, { id: 2000, name: "Room 101" }, { id: 101, title: "The Last Roundtable" })], 200, { "X-Total-Count": "101" }),
    });
    renderWithProviders(<ProgramPage />);
    expect(await screen.findByRole("listitem", { name: "The Last Roundtable" })).toBeInTheDocument();
    expect(calls.filter((call) => call.url.startsWith("/api/roundtables")).map((call) => new URL(call.url, "http://x").searchParams.get("offset"))).toEqual(["0", "100"]);
  });

  it("when the member joins from the program, then the join toasts: joined, or added to the waitlist", async () => {
    let waitlisted = false;
    stubApi({
      ...base,
      "GET /api/roundtables": () =>
        jsonResponse([buildPlaced(morning, { id: 11, name: "Bayou Room A" }, { id: 5, title: "Haunted Houses" })], 200, { "X-Total-Count": "1" }),
      "POST /api/roundtables/5/join": () => jsonResponse({ joined: !waitlisted, waitlisted }),
    });
    const { user } = renderWithProviders(<ProgramPage />);
    const row = await screen.findByRole("listitem", { name: "Haunted Houses" });
    await user.click(within(row).getByRole("button", { name: "Join Roundtable" }));
    expect(await screen.findByText("Successfully joined the roundtable!")).toBeInTheDocument();
    waitlisted = true;
    await user.click(within(screen.getByRole("listitem", { name: "Haunted Houses" })).getByRole("button", { name: "Join Roundtable" }));
    expect(await screen.findByText("The roundtable is full, but you've been added to the waitlist.")).toBeInTheDocument();
  });
});
