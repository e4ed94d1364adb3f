import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildConvention } from "@/testing/build-convention";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { OpenSeatsNow } from "./open-seats-now";

describe("OpenSeatsNow", () => {
  it("when roundtables under way have seats, then each shows with its room, session and seats; with none, it says so", async () => {
    stubApi({
      "GET /api/convention": () => jsonResponse(buildConvention({})),
      "GET /api/roundtables/open-now": () =>
        jsonResponse({
          items: [
            {
              roundtable: { id: 5, title: "Gothic Houses" },
              session: { id: 3, name: "Monday Morning", startsAt: "2026-03-30T14:00:00.000Z", endsAt: "2026-03-30T15:15:00.000Z" },
              room: { id: 9, name: "Bayou Room A" },
              seatsOpen: 1,
            },
          ],
        }),
    });
    renderWithProviders(<OpenSeatsNow />);
    expect(await screen.findByRole("link", { name: "Gothic Houses" })).toHaveAttribute("href", "/roundtables/5");
    expect(screen.getByText(/Bayou Room A · Monday Morning, 9:00/)).toBeInTheDocument();
    expect(screen.getByText("1 seat")).toBeInTheDocument();
  });

  it("when no roundtable under way has a seat, then it says so", async () => {
    stubApi({ "GET /api/roundtables/open-now": () => jsonResponse({ items: [] }) });
    renderWithProviders(<OpenSeatsNow />);
    expect(await screen.findByText("No roundtable under way has a free seat right now.")).toBeInTheDocument();
  });
});
