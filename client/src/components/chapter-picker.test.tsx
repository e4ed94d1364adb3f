import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
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

  it("when the list opens and ArrowDown is pressed once, then the first school is highlighted and Enter chooses it", async () => {
    const onChange = vi.fn();
    const chapters = [
      { id: 1, name: "Boston College", region: "Eastern" as const, color: "#1d4e89" },
      { id: 2, name: "Fordham University", region: "Eastern" as const, color: "#2563a6" },
    ];
    render(<ChapterPicker chapters={chapters} value={undefined} onChange={onChange} />);
    const picker = screen.getByRole("combobox");
    await userEvent.click(picker);
    expect(picker).not.toHaveAttribute("aria-activedescendant");
    await userEvent.keyboard("{ArrowDown}");
    const active = document.getElementById(picker.getAttribute("aria-activedescendant") ?? "");
    expect(active).toHaveTextContent("Boston College (Eastern)");
    await userEvent.keyboard("{Enter}");
    expect(onChange).toHaveBeenCalledWith(1);
  });
});
