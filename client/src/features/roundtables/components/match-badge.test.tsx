import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildRoundtable } from "@/testing/build-roundtable";
import { renderAsMember } from "@/testing/render";
import { RoundtableCard } from "./roundtable-card";
import { MatchBadge } from "./match-badge";

describe("MatchBadge", () => {
  it("when the level is high or medium, then it reads High Match or Medium Match", () => {
    const { rerender } = render(<MatchBadge level="high" />);
    expect(screen.getByText("High Match")).toBeInTheDocument();
    rerender(<MatchBadge level="medium" />);
    expect(screen.getByText("Medium Match")).toBeInTheDocument();
  });

  it("when there is no level, then nothing renders", () => {
    const { container } = render(<MatchBadge level={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("when a roundtable card renders, then its badge comes from the data, and no card without a match shows one", () => {
    // The card reads the signed-in member (for the audience), so it renders inside the app's query client.
    const { rerender } = renderAsMember(<RoundtableCard roundtable={buildRoundtable({ matchScore: 0.82, matchLevel: "high" })} />);
    expect(screen.getByText("High Match")).toBeInTheDocument();
    rerender(<RoundtableCard roundtable={buildRoundtable({ matchScore: 0.6, matchLevel: "medium" })} />);
    expect(screen.getByText("Medium Match")).toBeInTheDocument();
    expect(screen.queryByText("High Match")).not.toBeInTheDocument();
    // The same card rendered again never changes its mind: the badge is the server's, never chosen at random.
    for (let round = 0; round < 5; round += 1) {
      rerender(<RoundtableCard roundtable={buildRoundtable({ matchScore: 0, matchLevel: null })} />);
      expect(screen.queryByText(/Match$/)).not.toBeInTheDocument();
    }
  });
});
