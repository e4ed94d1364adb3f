import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { buildPlaced, buildSession, convention } from "@/testing/build-program";
import { buildRoundtable } from "@/testing/build-roundtable";
import { ProgramFacts } from "./program-facts";

describe("ProgramFacts", () => {
  it("when placed, then On the program with the day, the time in the convention's zone and the room", async () => {
    stubApi({ "GET /api/convention": () => jsonResponse(convention("America/Chicago")) });
    const session = buildSession();
    renderWithProviders(<ProgramFacts roundtable={buildPlaced(session, { id: 12, name: "Bayou Room B" })} />);
    expect(screen.getByText("On the program")).toBeInTheDocument();
    expect(await screen.findByText("Sunday, March 29 · 9:00 – 10:30 AM CDT")).toBeInTheDocument();
    expect(screen.getByText("Bayou Room B")).toBeInTheDocument();
    expect(screen.queryByText("Not scheduled yet")).not.toBeInTheDocument();
  });

  it("when the convention is in another zone, then the same session reads in that zone", async () => {
    stubApi({ "GET /api/convention": () => jsonResponse(convention("America/New_York")) });
    renderWithProviders(<ProgramFacts roundtable={buildPlaced(buildSession(), { id: 12, name: "Bayou Room B" })} />);
    expect(await screen.findByText("Sunday, March 29 · 10:00 – 11:30 AM EDT")).toBeInTheDocument();
  });

  it("when a proposal, then Proposal and Not scheduled yet", () => {
    stubApi({});
    renderWithProviders(<ProgramFacts roundtable={buildRoundtable()} />);
    expect(screen.getByText("Proposal")).toBeInTheDocument();
    expect(screen.getByText("Not scheduled yet")).toBeInTheDocument();
  });

  it("when not selected, then its organizer sees Not selected and the staff note, and anyone else Not on the program", () => {
    stubApi({});
    const declined = buildRoundtable({ programStatus: "not_selected", programNote: "Too many Poe tables this year.", isOrganizer: true });
    const { unmount } = renderWithProviders(<ProgramFacts roundtable={declined} />);
    expect(screen.getByText("Not selected")).toBeInTheDocument();
    expect(screen.getByText("“Too many Poe tables this year.”")).toBeInTheDocument();
    unmount();
    renderWithProviders(<ProgramFacts roundtable={{ ...declined, isOrganizer: false, programNote: null }} />);
    expect(screen.queryByText("Not selected")).not.toBeInTheDocument();
    expect(screen.getByText("Not on the program")).toBeInTheDocument();
    expect(screen.queryByText("Proposal")).not.toBeInTheDocument();
    expect(screen.queryByText("Not scheduled yet")).not.toBeInTheDocument();
  });
});
