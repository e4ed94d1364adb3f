import { screen, waitFor } from "@testing-library/react";
import { buildRoundtable } from "@/testing/build-roundtable";
import { describe, expect, it } from "vitest";
import { setClock } from "@/lib/clock";
import { buildConvention } from "@/testing/build-convention";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { BrowsePage } from "./browse";

const chapters = [
  { id: 1, name: "Tulane University", region: "Southern", color: "#b5452b" },
  { id: 2, name: "Rice University", region: "Southwestern", color: "#b07a12" },
  { id: 3, name: "Emory University", region: "Southern", color: "#9c3a22" },
];

/** Browse over an empty list, once it has said "0 results". */
async function renderEmptyBrowse() {
  const { calls } = stubApi({
    "GET /api/chapters": () => jsonResponse(chapters),
    "GET /api/roundtables": () => jsonResponse([], 200, { "X-Total-Count": "0" }),
  });
  const { user } = renderWithProviders(<BrowsePage />);
  await screen.findByText("0 results");
  return { calls, user };
}

describe("BrowsePage", () => {
  it("when loading, then six skeletons and Loading...; when empty without filters, the no-roundtables text", async () => {
    let finish: (response: Response) => void = () => {};
    stubApi({
      "GET /api/chapters": () => jsonResponse(chapters),
      "GET /api/roundtables": () => new Promise<Response>((resolve) => (finish = resolve)),
    });
    renderWithProviders(<BrowsePage />);
    expect(screen.getByRole("heading", { name: "All Roundtables" })).toBeInTheDocument();
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect(screen.getAllByTestId("roundtable-skeleton")).toHaveLength(6);
    finish(jsonResponse([], 200, { "X-Total-Count": "0" }));
    expect(await screen.findByText("No roundtables yet. Be the first to propose one from your dashboard.")).toBeInTheDocument();
    expect(screen.getByText("0 results")).toBeInTheDocument();
  });

  it("when the convention is over and the list is empty, then the empty text says so instead of inviting a proposal", async () => {
    setClock("2026-11-28T18:00:00.000Z");
    stubApi({
      "GET /api/convention": () => jsonResponse({ ...buildConvention({ name: "2026 International English Convention" }), phase: "over" }),
      "GET /api/chapters": () => jsonResponse(chapters),
      "GET /api/roundtables": () => jsonResponse([], 200, { "X-Total-Count": "0" }),
    });
    renderWithProviders(<BrowsePage />);
    expect(await screen.findByText("The 2026 International English Convention is over.")).toBeInTheDocument();
    expect(screen.queryByText(/Be the first to propose one/)).not.toBeInTheDocument();
  });

  it("when filters are set, then only set values are sent, the region narrows the results and the chapters, and the heading reads Search Results", async () => {
    const { calls, user } = await renderEmptyBrowse();
    expect(calls.find((call) => call.url.startsWith("/api/roundtables"))?.url).toBe("/api/roundtables?limit=24&offset=0");

    await user.selectOptions(screen.getByLabelText("Region"), "Southern");
    await waitFor(() => expect(calls.at(-1)?.url).toBe("/api/roundtables?region=Southern&limit=24&offset=0"));
    const chapterSelect = screen.getByLabelText("Chapter");
    await waitFor(() => expect(chapterSelect).toBeEnabled());
    const names = Array.from((chapterSelect as HTMLSelectElement).options).map((option) => option.text);
    expect(names).toEqual(["All Chapters", "Tulane University", "Emory University"]);
    await user.selectOptions(chapterSelect, "3");
    await user.selectOptions(screen.getByLabelText("User type"), "advisor");
    await user.type(screen.getByLabelText("Search"), "gothic");
    await user.type(screen.getByLabelText("Tag"), "Poe");
    expect(await screen.findByRole("heading", { name: "Search Results" })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe("/api/roundtables?query=gothic&tag=Poe&region=Southern&chapterId=3&userType=advisor&limit=24&offset=0"),
    );
    expect(await screen.findByText("No roundtables match your filters. Try a different search or clear the filters.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(await screen.findByRole("heading", { name: "All Roundtables" })).toBeInTheDocument();
  });

  it("when roundtables exist, then the count is the server's total and cards offer only joining", async () => {
    stubApi({
      "GET /api/chapters": () => jsonResponse(chapters),
      "GET /api/roundtables": () =>
        jsonResponse(
          [
            {
              id: 1,
              title: "Haunted Houses",
              description: "d",
              category: "Gothic Literature",
              targetAudience: "both",
              maxParticipants: 5,
              tags: [],
              organizerId: 9,
              scheduledDate: null,
              createdAt: "2026-01-01T00:00:00Z",
              organizer: { firstName: "A", lastName: "B", profileImageUrl: null, chapterId: 1, chapter: "Tulane University", chapterColor: "#b5452b" },
              participantCount: 1,
              waitlistCount: 0,
              chapterCount: 1,
              chapters: [],
              isOrganizer: false,
              isJoined: false,
              isWaitlisted: false,
            },
          ],
          200,
          { "X-Total-Count": "57" },
        ),
    });
    renderWithProviders(<BrowsePage />);
    expect(await screen.findByText("57 results")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Join Roundtable" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Load more roundtables" })).toBeInTheDocument();
  });

  it("when exactly one roundtable exists, then the count reads 1 result", async () => {
    stubApi({
      "GET /api/chapters": () => jsonResponse(chapters),
      "GET /api/roundtables": () => jsonResponse([buildRoundtable({ id: 4 })], 200, { "X-Total-Count": "1" }),
    });
    renderWithProviders(<BrowsePage />);
    expect(await screen.findByText("1 result")).toBeInTheDocument();
    expect(screen.queryByText("1 results")).not.toBeInTheDocument();
  });

  it("when Best match is chosen, then the list asks the server for sort=match and the heading stays All Roundtables", async () => {
    const { calls, user } = await renderEmptyBrowse();
    const sort = screen.getByLabelText("Sort");
    expect(Array.from((sort as HTMLSelectElement).options).map((option) => option.text)).toEqual(["Newest", "By time", "Best match"]);
    await user.selectOptions(sort, "match");
    await waitFor(() => expect(calls.at(-1)?.url).toBe("/api/roundtables?sort=match&limit=24&offset=0"));
    expect(screen.getByRole("heading", { name: "All Roundtables" })).toBeInTheDocument();
  });
});

describe("BrowsePage: the filters live in the address", () => {
  it("when opened from a shared link, then the filters show its values and the list asks for them, a leading # of the tag left out", async () => {
    window.history.replaceState(null, "", "/browse?query=gothic&region=Southern&chapterId=3&tag=%23Poe&userType=advisor");
    const { calls } = stubApi({
      "GET /api/chapters": () => jsonResponse(chapters),
      "GET /api/roundtables": () => jsonResponse([], 200, { "X-Total-Count": "0" }),
    });
    renderWithProviders(<BrowsePage />);
    expect(await screen.findByRole("heading", { name: "Search Results" })).toBeInTheDocument();
    expect(screen.getByLabelText("Search")).toHaveValue("gothic");
    expect(screen.getByLabelText("Tag")).toHaveValue("#Poe");
    expect(screen.getByLabelText("Region")).toHaveValue("Southern");
    expect(screen.getByLabelText("User type")).toHaveValue("advisor");
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe("/api/roundtables?query=gothic&tag=Poe&region=Southern&chapterId=3&userType=advisor&limit=24&offset=0"),
    );
  });

  it("when the member filters, then the address carries the filters in place (no new history entry), and Clear filters bares it", async () => {
    window.history.replaceState(null, "", "/browse");
    const historyLength = window.history.length;
    const { user } = await renderEmptyBrowse();
    await user.selectOptions(screen.getByLabelText("Region"), "Southern");
    await user.type(screen.getByLabelText("Search"), "poe");
    await waitFor(() => expect(window.location.search).toBe("?query=poe&region=Southern"));
    expect(window.location.pathname).toBe("/browse");
    expect(window.history.length).toBe(historyLength);
    await user.click(await screen.findByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(window.location.search).toBe(""));
  });

  it("the Chapter filter says what it keeps: roundtables with a member of that chapter seated", async () => {
    await renderEmptyBrowse();
    expect(screen.getByLabelText("Chapter")).toHaveAccessibleDescription("Roundtables with a member of this chapter seated.");
  });
});
