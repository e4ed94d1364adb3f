import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildRoundtable } from "@/testing/build-roundtable";
import { RoundtableDetailsDialog } from "./roundtable-details-dialog";
import { renderWithProviders, stubApi, jsonResponse } from "@/testing/render";
import { MatchReasons } from "./match-reasons";
import { buildConvention } from "@/testing/build-convention";

const reasons = ["You listed gothic fiction as an interest", "No one from your chapter has joined yet", "3 seats left"];

describe("MatchReasons", () => {
  it("when a roundtable has reasons, then they are listed under their heading with the badge", () => {
    render(<MatchReasons roundtable={{ matchLevel: "medium", matchReasons: reasons }} />);
    const section = screen.getByRole("region", { name: "Why this matches you" });
    expect(within(section).getAllByRole("listitem").map((item) => item.textContent)).toEqual(reasons);
    expect(within(section).getByText("Medium Match")).toBeInTheDocument();
  });

  it("when there are no reasons, then nothing renders", () => {
    const { container } = render(<MatchReasons roundtable={{ matchLevel: null, matchReasons: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("when Roundtable Details opens, then it lists the reasons for this member", async () => {
    stubApi({ "GET /api/convention": () => jsonResponse(buildConvention()) });
    renderWithProviders(
      <RoundtableDetailsDialog roundtable={buildRoundtable({ matchScore: 0.8, matchLevel: "high", matchReasons: reasons })} onOpenChange={() => {}} />,
    );
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("heading", { name: "Why this matches you" })).toBeInTheDocument();
    expect(within(dialog).getByText("You listed gothic fiction as an interest")).toBeInTheDocument();
    expect(within(dialog).getByText("High Match")).toBeInTheDocument();
  });
});
