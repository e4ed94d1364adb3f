import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { buildMember } from "@/testing/build-member";
import { buildRoundtable } from "@/testing/build-roundtable";
import { renderAsMember as render } from "@/testing/render";
import { RoundtableCard } from "./roundtable-card";

describe("RoundtableCard", () => {
  it("when open to join, then it shows the organizer, count and a Join Roundtable button that calls back", async () => {
    const onJoin = vi.fn();
    render(<RoundtableCard roundtable={buildRoundtable()} onJoin={onJoin} />);
    expect(screen.getByText("Anne Rice")).toBeInTheDocument();
    expect(screen.getByText("Tulane University")).toBeInTheDocument();
    expect(screen.getByText("2/5 participants")).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
    await userEvent.click(screen.getByRole("button", { name: "Join Roundtable" }));
    expect(onJoin).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  });

  it("when joining is pending, then the button says Joining... and is disabled", () => {
    render(<RoundtableCard roundtable={buildRoundtable()} joining />);
    expect(screen.getByRole("button", { name: "Joining..." })).toBeDisabled();
  });

  it("when it is the member's own, then Your Roundtable and Manage show", () => {
    render(<RoundtableCard roundtable={buildRoundtable({ isOrganizer: true, isJoined: true })} onManage={() => {}} />);
    expect(screen.getByText("Your Roundtable")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Manage" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Leave" })).not.toBeInTheDocument();
  });

  it("when joined, then Joined, View Details and Leave show; Leaving... while pending", () => {
    const { rerender } = render(<RoundtableCard roundtable={buildRoundtable({ isJoined: true })} onViewDetails={() => {}} />);
    expect(screen.getByText("Joined")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "View Details" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Leave" })).toBeInTheDocument();
    rerender(<RoundtableCard roundtable={buildRoundtable({ isJoined: true })} leaving />);
    expect(screen.getByRole("button", { name: "Leaving..." })).toBeDisabled();
  });

  it("when full, then the Full badge, a disabled Full button and Join Waitlist; once waitlisted, the Waitlist badge and only Leave Waitlist (no disabled join beside it)", async () => {
    const onJoin = vi.fn();
    const { rerender } = render(<RoundtableCard roundtable={buildRoundtable({ participantCount: 5 })} onJoin={onJoin} />);
    const card = screen.getByRole("article", { name: "Haunted Houses" });
    expect(within(card).getByText("Full", { selector: "span" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Full" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Join Waitlist" }));
    expect(onJoin).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("button", { name: "Join Roundtable" })).not.toBeInTheDocument();
    rerender(<RoundtableCard roundtable={buildRoundtable({ participantCount: 5, isWaitlisted: true })} />);
    expect(screen.getByText("Waitlist")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Join Waitlist/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Leave Waitlist" })).toBeEnabled();
    rerender(<RoundtableCard roundtable={buildRoundtable({ participantCount: 5, isWaitlisted: true })} actions="join-only" />);
    expect(screen.getByText("You are on the waitlist")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("when full and joined by the member, then Joined shows rather than Full", () => {
    render(<RoundtableCard roundtable={buildRoundtable({ participantCount: 5, isJoined: true })} />);
    expect(screen.getByText("Joined")).toBeInTheDocument();
    expect(screen.queryByText("Full")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Leave" })).toBeInTheDocument();
  });

  it("when it shows the category and the chapters, then each dot is named for its chapter", () => {
    const chapters = [
      { id: 1, name: "Tulane University", color: "#b5452b" },
      { id: 2, name: "Rice University", color: "#1f5f8b" },
    ];
    render(<RoundtableCard roundtable={buildRoundtable({ chapters, chapterCount: 2 })} />);
    expect(screen.getByText("Gothic Literature")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Chapters: Tulane University, Rice University" })).toBeInTheDocument();
    expect(screen.getAllByTestId("chapter-dot").map((dot) => dot.dataset.chapter)).toEqual(["Tulane University", "Rice University"]);
  });

  it("when the roundtable is for one audience, then the card says so", () => {
    const { rerender } = render(<RoundtableCard roundtable={buildRoundtable({ targetAudience: "students" })} />);
    expect(screen.getByText("Students only")).toBeInTheDocument();
    rerender(<RoundtableCard roundtable={buildRoundtable({ targetAudience: "both" })} />);
    expect(screen.queryByText(/only$/)).not.toBeInTheDocument();
  });

  it("when the member's own but no manage action is given, then Manage is not offered", () => {
    render(<RoundtableCard roundtable={buildRoundtable({ isOrganizer: true, isJoined: true })} onViewDetails={() => {}} />);
    expect(screen.queryByRole("button", { name: "Manage" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "View Details" })).toBeInTheDocument();
  });

  it("when there are no tags, then General shows; with many, only three", () => {
    const { rerender } = render(<RoundtableCard roundtable={buildRoundtable({ tags: [] })} />);
    expect(screen.getByText("#General")).toBeInTheDocument();
    rerender(<RoundtableCard roundtable={buildRoundtable({ tags: ["a", "b", "c", "d", "e"] })} />);
    expect(screen.getByText("#c")).toBeInTheDocument();
    expect(screen.queryByText("#d")).not.toBeInTheDocument();
  });

  it("when seven chapters are at the table, then five dots show and +2 more", () => {
    const chapters = Array.from({ length: 7 }, (_, index) => ({ id: index + 1, name: `Chapter ${index + 1}`, color: "#123456" }));
    render(<RoundtableCard roundtable={buildRoundtable({ chapters, chapterCount: 7 })} />);
    expect(screen.getAllByTestId("chapter-dot")).toHaveLength(5);
    expect(screen.getByText("+2 more")).toBeInTheDocument();
  });

  it("when shown on Browse, then only joining is offered", () => {
    render(<RoundtableCard roundtable={buildRoundtable({ isJoined: true })} actions="join-only" />);
    expect(screen.queryByRole("button", { name: "Leave" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "View Details" })).not.toBeInTheDocument();
  });

  it("when a student sees an advisors-only roundtable, then it says who it is for and offers no Join", () => {
    render(<RoundtableCard roundtable={buildRoundtable({ targetAudience: "advisors" })} onJoin={() => {}} />);
    expect(screen.getByText("For advisors only")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Join/ })).not.toBeInTheDocument();
  });

  it("when an advisor sees a full students-only roundtable, then neither Join nor Join Waitlist is offered", () => {
    render(
      <RoundtableCard roundtable={buildRoundtable({ targetAudience: "students", participantCount: 5 })} onJoin={() => {}} actions="join-only" />,
      buildMember({ userType: "advisor" }),
    );
    expect(screen.getByText("For students only")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Join/ })).not.toBeInTheDocument();
  });

  it("when the member is in the audience, then Join Roundtable is offered as usual", () => {
    render(<RoundtableCard roundtable={buildRoundtable({ targetAudience: "advisors" })} onJoin={() => {}} />, buildMember({ userType: "advisor" }));
    expect(screen.getByRole("button", { name: "Join Roundtable" })).toBeInTheDocument();
    expect(screen.queryByText("For advisors only")).not.toBeInTheDocument();
  });

  it("when a tag, the description and the organizer are long, then each keeps its full value on hover", () => {
    const long = "Supercalifragilisticexpialidocious".repeat(3);
    render(
      <RoundtableCard
        roundtable={buildRoundtable({
          tags: [long],
          description: long,
          organizer: { firstName: long, lastName: "Rice", profileImageUrl: null, chapterId: 1, chapter: `${long} College`, chapterColor: "#b5452b" },
        })}
      />,
    );
    expect(screen.getByText(`#${long}`).closest("[title]")).toHaveAttribute("title", `#${long}`);
    expect(screen.getByText(long, { selector: "p" })).toHaveAttribute("title", long);
    expect(screen.getByText(`${long} Rice`)).toHaveAttribute("title", `${long} Rice`);
    expect(screen.getByText(`${long} College`)).toHaveAttribute("title", `${long} College`);
  });

  it("when the member has not joined, then the title still links to the roundtable's own page", () => {
    render(<RoundtableCard roundtable={buildRoundtable({ id: 42 })} />);
    expect(screen.getByRole("link", { name: "Haunted Houses" })).toHaveAttribute("href", "/roundtables/42");
  });
});
