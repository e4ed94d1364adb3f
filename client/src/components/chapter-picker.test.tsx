import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ChapterPicker } from "./chapter-picker";

describe("ChapterPicker", () => {
  it("when the chapters failed to load, then it is disabled and says so", () => {
    render(<ChapterPicker chapters={undefined} value={undefined} onChange={() => {}} error />);
    expect(screen.getByRole("combobox")).toBeDisabled();
    expect(screen.getByRole("combobox")).toHaveAttribute("placeholder", "Error loading schools - please refresh");
    expect(screen.getByText("Unable to load schools. Please refresh the page and try again.")).toBeInTheDocument();
  });

  it("when a chapter is chosen, then it reads as name (region)", () => {
    render(
      <ChapterPicker chapters={[{ id: 3, name: "Rice University", region: "Southwestern", color: "#b07a12" }]} value={3} onChange={() => {}} />,
    );
    expect(screen.getByRole("combobox")).toHaveValue("Rice University (Southwestern)");
  });
});
