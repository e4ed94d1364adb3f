import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buildSession, convention, sessionRef } from "@/testing/build-program";
import { buildRoundtable } from "@/testing/build-roundtable";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { ProposalList } from "./proposal-list";

const proposals = [
  buildRoundtable({ id: 1, title: "Haunted Houses", participantCount: 5, waitlistCount: 2, chapterCount: 3, preferredSession: sessionRef(buildSession()) }),
  buildRoundtable({ id: 2, title: "Quiet Poems", participantCount: 1, waitlistCount: 0, chapterCount: 1, programStatus: "not_selected" }),
];

describe("ProposalList", () => {
  it("when proposals load, then they keep the server's order of demand with joined, waitlisted, chapters and the preferred session", async () => {
    stubApi({ "GET /api/convention": () => jsonResponse(convention()) });
    const onPlace = vi.fn();
    const onNotSelected = vi.fn();
    const { user } = renderWithProviders(<ProposalList proposals={proposals} isLoading={false} onPlace={onPlace} onNotSelected={onNotSelected} />);
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.getAttribute("aria-label"))).toEqual(["Haunted Houses", "Quiet Poems"]);
    const first = within(items[0]!);
    expect(first.getByText("5 joined")).toBeInTheDocument();
    expect(first.getByText("2 waitlisted")).toBeInTheDocument();
    expect(first.getByText("3 chapters")).toBeInTheDocument();
    expect(items[0]).toHaveTextContent(/Preferred session: Sun, Mar 29 · Sunday Morning Roundtables \(9:00\s–\s10:30\sAM\sCDT\)/);
    expect(items[1]).toHaveTextContent("Preferred session: No preference");
    expect(within(items[1]!).getByText("Not selected")).toBeInTheDocument();
    expect(within(items[1]!).queryByRole("button", { name: "Not selected" })).not.toBeInTheDocument();

    await user.click(first.getByRole("button", { name: "Place" }));
    expect(onPlace).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    await user.click(first.getByRole("button", { name: "Not selected" }));
    expect(onNotSelected).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  });

  it("when loading, then skeletons; when none wait, then the empty state", () => {
    stubApi({});
    const { unmount } = renderWithProviders(<ProposalList proposals={[]} isLoading onPlace={() => {}} onNotSelected={() => {}} />);
    expect(screen.getAllByTestId("proposal-skeleton")).toHaveLength(4);
    unmount();
    renderWithProviders(<ProposalList proposals={[]} isLoading={false} onPlace={() => {}} onNotSelected={() => {}} />);
    expect(screen.getByText("No proposals waiting")).toBeInTheDocument();
  });
});
