import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FilterDisclosure } from "./filter-disclosure";

describe("FilterDisclosure", () => {
  it("when folded, then the Filters button counts the active filters and opens the fields it wraps", async () => {
    const user = userEvent.setup();
    const fields = (count: number) => (
      <FilterDisclosure activeCount={count}>
        <label>
          Tag <input />
        </label>
      </FilterDisclosure>
    );
    // Filters set after the list opened: the panel stays as the member left it.
    const { rerender } = render(fields(0));
    rerender(fields(2));
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
    const fields = (count: number) => (
      <FilterDisclosure activeCount={count} lead={<input aria-label="Search" />}>
        <label>
          Tag <input />
        </label>
      </FilterDisclosure>
    );
    const { rerender } = render(fields(0));
    rerender(fields(1));
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

describe("FilterDisclosure coming back to a filtered list", () => {
  it("when a folded filter is already set (Back, a reload, a shared link), then the filters start open", () => {
    render(
      <FilterDisclosure activeCount={1} lead={<span>search</span>}>
        <label>
          Region
          <select />
        </label>
      </FilterDisclosure>,
    );
    expect(screen.getByRole("button", { name: /Filters/ })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByLabelText("Region")).toBeVisible();
  });
});
