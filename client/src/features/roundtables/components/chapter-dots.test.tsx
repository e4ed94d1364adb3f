import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ChapterDots } from "./chapter-dots";

const chapters = Array.from({ length: 7 }, (_, index) => ({ id: index + 1, name: `Chapter ${index + 1}`, color: "#123456" }));

describe("ChapterDots", () => {
  it("when a pointer rests on a dot, then a tooltip names its chapter, and leaving hides it", () => {
    render(<ChapterDots chapters={chapters.slice(0, 2)} />);
    expect(screen.queryByTestId("chapter-tooltip")).not.toBeInTheDocument();
    fireEvent.mouseEnter(screen.getAllByTestId("chapter-dot")[1]!);
    expect(screen.getByTestId("chapter-tooltip")).toHaveTextContent("Chapter 2");
    fireEvent.mouseLeave(screen.getByRole("img", { name: "Chapters: Chapter 1, Chapter 2" }));
    expect(screen.queryByTestId("chapter-tooltip")).not.toBeInTheDocument();
  });

  it("when the dots take keyboard focus, then the tooltip names every chapter and Escape hides it", async () => {
    const user = userEvent.setup();
    render(<ChapterDots chapters={chapters} />);
    await user.tab();
    const group = screen.getByRole("img", { name: `Chapters: ${chapters.map((chapter) => chapter.name).join(", ")}` });
    expect(group).toHaveFocus();
    expect(screen.getByTestId("chapter-tooltip")).toHaveTextContent("Chapter 1, Chapter 2, Chapter 3, Chapter 4, Chapter 5, Chapter 6, Chapter 7");
    await user.keyboard("{Escape}");
    expect(screen.queryByTestId("chapter-tooltip")).not.toBeInTheDocument();
  });

  it("when a click focuses the dots, then no tooltip opens (only a keyboard's focus opens it)", async () => {
    const user = userEvent.setup();
    render(<ChapterDots chapters={chapters.slice(0, 2)} />);
    const group = screen.getByRole("img", { name: "Chapters: Chapter 1, Chapter 2" });
    await user.click(group);
    expect(group).toHaveFocus();
    expect(screen.queryByTestId("chapter-tooltip")).not.toBeInTheDocument();
  });

  it("when a pointer rests on +2 more, then the tooltip names the two chapters without a dot", () => {
    render(<ChapterDots chapters={chapters} />);
    fireEvent.mouseEnter(screen.getByText("+2 more"));
    expect(screen.getByTestId("chapter-tooltip")).toHaveTextContent("Chapter 6, Chapter 7");
  });

  it("when no chapter is at the table, then nothing is drawn", () => {
    const { container } = render(<ChapterDots chapters={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
