import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setClock } from "@/lib/clock";
import { buildConvention } from "@/testing/build-convention";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { ConventionStanding } from "./convention-standing";

const next = buildConvention({ id: 2, name: "2027 International English Convention", startDate: "2027-03-29", endDate: "2027-04-01" });

describe("ConventionStanding", () => {
  it("when the current convention is ahead, then it counts down the days", async () => {
    setClock("2026-12-07T18:00:00Z");
    stubApi({ "GET /api/convention": () => jsonResponse(next) });
    renderWithProviders(<ConventionStanding />);
    expect(await screen.findByText("The 2027 International English Convention begins in 112 days.")).toBeInTheDocument();
  });

  it("when it is under way, then it says which day", async () => {
    setClock("2026-03-30T15:00:00Z");
    stubApi({ "GET /api/convention": () => jsonResponse(buildConvention({ phase: "under_way" })) });
    renderWithProviders(<ConventionStanding />);
    expect(await screen.findByText("The 2026 International English Convention is under way (day 2 of 4).")).toBeInTheDocument();
  });

  it("when it is over and no next one is current, then it says staff are preparing the next", async () => {
    setClock("2026-11-28T12:00:00Z");
    stubApi({ "GET /api/convention": () => jsonResponse(buildConvention({ phase: "over" })) });
    renderWithProviders(<ConventionStanding />);
    expect(await screen.findByText("The 2026 International English Convention is over. Staff are preparing the 2027 convention.")).toBeInTheDocument();
  });
});
