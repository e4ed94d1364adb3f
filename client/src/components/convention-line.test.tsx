import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CONVENTION_DATA_ELEMENT_ID } from "@shared/constants";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { ConventionLine } from "./convention-line";

const convention = { name: "2027 International English Convention", city: "Denver", startDate: "2027-03-18", endDate: "2027-03-20", timeZone: "America/Denver" };

afterEach(() => document.getElementById(CONVENTION_DATA_ELEMENT_ID)?.remove());

describe("ConventionLine", () => {
  it("when the server wrote the convention into the page, then the first render shows it without asking the API", () => {
    const block = document.createElement("script");
    block.type = "application/json";
    block.id = CONVENTION_DATA_ELEMENT_ID;
    block.textContent = JSON.stringify(convention);
    document.head.append(block);
    const { calls } = stubApi({});
    renderWithProviders(<ConventionLine />);
    // Synchronous: no wait for a response, so the line is in the first paint and moves nothing.
    expect(screen.getByText("2027 International English Convention")).toBeInTheDocument();
    expect(screen.getByText("Denver")).toBeInTheDocument();
    expect(screen.getByText("March 18 – March 20, 2027")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("when the page holds no convention (development), then it is fetched from the API", async () => {
    stubApi({ "GET /api/convention": () => jsonResponse(convention) });
    renderWithProviders(<ConventionLine />);
    expect(screen.queryByText("Denver")).not.toBeInTheDocument();
    expect(await screen.findByText("Denver")).toBeInTheDocument();
  });
});
