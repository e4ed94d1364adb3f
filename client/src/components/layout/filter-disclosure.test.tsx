import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FilterDisclosure } from "./filter-disclosure";

describe("FilterDisclosure", () => {
  it("when folded, then the Filters button counts the active filters and opens the fields it wraps", async () => {
    const user = userEvent.setup();
    render(
      <FilterDisclosure activeCount={2}>
        <label>
          Tag <input />
        </label>
      </FilterDisclosure>,
    );
    const button = screen.getByRole("button", { name: "Filters, 2 active" });
    const panel = screen.getByTestId("filter-panel");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveAttribute("aria-controls", panel.id);
    // Folded below md: hidden, shown again from md up by the md:block class.
    expect(panel).toHaveClass("hidden", "md:block");
    await user.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(panel).not.toHaveClass("hidden");
    expect(screen.getByLabelText("Tag")).toBeInTheDocument();
  });

  it("when no filter is active, then the button says only Filters", () => {
    render(<FilterDisclosure activeCount={0}>fields</FilterDisclosure>);
    expect(screen.getByRole("button", { name: "Filters" })).toBeInTheDocument();
  });

  it("when a lead is given, then it stays in view and the other filters fold at every width", async () => {
    const user = userEvent.setup();
    render(
      <FilterDisclosure activeCount={1} lead={<input aria-label="Search" />}>
        <label>
          Tag <input />
        </label>
      </FilterDisclosure>,
    );
    expect(screen.getByRole("textbox", { name: "Search" })).toBeVisible();
    const button = screen.getByRole("button", { name: "Filters, 1 active" });
    const panel = screen.getByTestId("filter-panel");
    expect(button).not.toHaveClass("md:hidden");
    expect(panel).toHaveClass("hidden");
    expect(panel).not.toHaveClass("md:block");
    await user.click(button);
    expect(panel).not.toHaveClass("hidden");
  });

  it("when a lead is given with desktop open, then the other filters fold on a phone only", () => {
    render(
      <FilterDisclosure activeCount={0} lead={<input aria-label="Search" />} desktop="open">
        fields
      </FilterDisclosure>,
    );
    expect(screen.getByRole("button", { name: "Filters" })).toHaveClass("md:hidden");
    expect(screen.getByTestId("filter-panel")).toHaveClass("hidden", "md:block");
  });
});
