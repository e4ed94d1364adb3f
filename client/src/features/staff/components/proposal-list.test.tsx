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

  it("when a placed roundtable's check-in has opened, then its attendance shows under it: checked in of seated, walk-ins, from waitlist and no-shows", () => {
    stubApi({ "GET /api/convention": () => jsonResponse(convention()) });
    const session = buildSession();
    const placed = [
      { ...buildRoundtable({ id: 3, title: "Mules and Men", programStatus: "placed", session: sessionRef(session), room: { id: 11, name: "Bayou Room A" } }), attendance: { seated: 5, checkedIn: 4, walkIns: 1, fromWaitlist: 0, noShows: 2 } },
      { ...buildRoundtable({ id: 4, title: "Jonah's Gourd Vine", programStatus: "placed", session: sessionRef(session), room: { id: 12, name: "Bayou Room B" } }), attendance: { seated: 3, checkedIn: 3, walkIns: 0, fromWaitlist: 1, noShows: 1 } },
      { ...buildRoundtable({ id: 5, title: "Seraph on the Suwanee", programStatus: "placed" }), attendance: null },
    ];
    renderWithProviders(<ProposalList proposals={placed} isLoading={false} onPlace={() => {}} onNotSelected={() => {}} />);
    const [first, second, third] = screen.getAllByRole("listitem");
    const attendance = within(first!).getByRole("group", { name: "Attendance" });
    expect(attendance).toHaveTextContent("Attendance4 / 5 checked in / seated1 walk-in · 2 no-shows");
    expect(within(second!).getByRole("group", { name: "Attendance" })).toHaveTextContent("Attendance3 / 3 checked in / seated0 walk-ins · 1 from waitlist · 1 no-show");
    // Before its check-in opens a placed roundtable has no attendance yet.
    expect(within(third!).queryByRole("group", { name: "Attendance" })).not.toBeInTheDocument();
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
