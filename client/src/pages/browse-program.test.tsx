import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildSession, convention } from "@/testing/build-program";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { BrowsePage } from "./browse";

describe("BrowsePage program filters", () => {
  it("when program status, day, session and sort are chosen, then they reach the API; sort alone keeps the All Roundtables heading", async () => {
    const { calls } = stubApi({
      "GET /api/chapters": () => jsonResponse([]),
      "GET /api/convention": () => jsonResponse(convention()),
      "GET /api/program/sessions": () => jsonResponse([buildSession()]),
      "GET /api/roundtables": () => jsonResponse([], 200, { "X-Total-Count": "0" }),
    });
    const { user } = renderWithProviders(<BrowsePage />);
    await screen.findByText("0 results");
    const lastList = () => calls.filter((call) => call.url.startsWith("/api/roundtables")).at(-1)?.url;

    await user.selectOptions(screen.getByLabelText("Sort"), "time");
    await waitFor(() => expect(lastList()).toBe("/api/roundtables?sort=time&limit=24&offset=0"));
    expect(screen.getByRole("heading", { name: "All Roundtables" })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Program status"), "placed");
    await waitFor(() => expect(screen.getByRole("option", { name: "Sun, Mar 29" })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText("Day"), "2026-03-29");
    await user.selectOptions(screen.getByLabelText("Session"), "1");
    await waitFor(() => expect(lastList()).toBe("/api/roundtables?programStatus=placed&day=2026-03-29&sessionId=1&sort=time&limit=24&offset=0"));
    expect(screen.getByRole("heading", { name: "Search Results" })).toBeInTheDocument();
  });
});
