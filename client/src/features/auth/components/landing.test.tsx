import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setClock } from "@/lib/clock";
import { buildConvention } from "@/testing/build-convention";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { Landing } from "./landing";

const next = buildConvention({ id: 2, name: "2027 International English Convention", startDate: "2027-03-29", endDate: "2027-04-01" });

describe("Landing", () => {
  it("when the convention is over, then the headline no longer says it begins, and the standing says what comes next", async () => {
    setClock("2026-11-28T12:00:00Z");
    stubApi({ "GET /api/convention": () => jsonResponse(buildConvention({ phase: "over" })) });
    renderWithProviders(<Landing onLogin={() => {}} onRegister={() => {}} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Find your people for next year's convention" })).toBeInTheDocument();
    expect(screen.getByText(/Staff are preparing the 2027 convention/)).toBeInTheDocument();
    expect(screen.queryByText("Find your people before the convention begins")).not.toBeInTheDocument();
  });

  it("when the next convention is current and ahead, then the headline looks forward to it with the countdown", async () => {
    setClock("2026-12-07T18:00:00Z");
    stubApi({ "GET /api/convention": () => jsonResponse(next) });
    renderWithProviders(<Landing onLogin={() => {}} onRegister={() => {}} />);
    expect(await screen.findByText("The 2027 International English Convention begins in 112 days.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Find your people before the convention begins" })).toBeInTheDocument();
  });
});
