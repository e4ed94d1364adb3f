import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { REGIONS } from "@shared/constants";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { EMPTY_FILTERS, type RoundtableFilters } from "../api/get-roundtables";
import { hasActiveFilters, RoundtableFiltersCard, TEXT_DEBOUNCE_MS } from "./roundtable-filters";

const chapters = [
  { id: 1, name: "Tulane University", region: "Southern", color: "#b5452b" },
  { id: 2, name: "Rice University", region: "Southwestern", color: "#b07a12" },
  { id: 3, name: "Emory University", region: "Southern", color: "#9c3a22" },
  { id: 4, name: "Reed College", region: "Far Western", color: "#1f5f8b" },
];

function Harness({ onChange }: { onChange: (filters: RoundtableFilters) => void }) {
  const [filters, setFilters] = useState(EMPTY_FILTERS);
  return (
    <RoundtableFiltersCard
      filters={filters}
      onChange={(next) => {
        setFilters(next);
        onChange(next);
      }}
    />
  );
}

const optionTexts = (select: HTMLElement) => Array.from((select as HTMLSelectElement).options).map((option) => option.text);

describe("RoundtableFiltersCard", () => {
  it("when the search and tag boxes settle in the same moment, then both reach the filters", () => {
    vi.useFakeTimers();
    try {
      stubApi({ "GET /api/chapters": () => jsonResponse(chapters) });
      const onChange = vi.fn();
      renderWithProviders(<Harness onChange={onChange} />);
      fireEvent.change(screen.getByLabelText("Search"), { target: { value: "gothic" } });
      fireEvent.change(screen.getByLabelText("Tag"), { target: { value: "Poe" } });
      // Both timers fire in one go, before the page renders again (a busy browser does this).
      act(() => vi.advanceTimersByTime(TEXT_DEBOUNCE_MS));
      expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, query: "gothic", tag: "Poe" });
      expect(screen.getByLabelText("Search")).toHaveValue("gothic");
      expect(screen.getByLabelText("Tag")).toHaveValue("Poe");
    } finally {
      vi.useRealTimers();
    }
  });

  it("when a region is chosen, then the chapter select lists only that region's chapters and resets the chapter", async () => {
    stubApi({ "GET /api/chapters": () => jsonResponse(chapters) });
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    const chapterSelect = screen.getByLabelText("Chapter");
    await waitFor(() => expect(optionTexts(chapterSelect)).toHaveLength(5));
    expect(optionTexts(screen.getByLabelText("Region"))).toEqual(["All Regions", ...REGIONS]);
    expect(optionTexts(screen.getByLabelText("User type"))).toEqual(["All Users", "Advisors Only", "Students Only"]);

    await user.selectOptions(chapterSelect, "4");
    await user.selectOptions(screen.getByLabelText("Region"), "Southern");
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, region: "Southern", chapterId: "all" });
    expect(optionTexts(chapterSelect)).toEqual(["All Chapters", "Tulane University", "Emory University"]);
    await user.selectOptions(screen.getByLabelText("Region"), "all");
    expect(optionTexts(chapterSelect)).toHaveLength(5);
  });

  it("when text is typed, then it reaches the filters once, after the 300 ms pause", async () => {
    stubApi({ "GET /api/chapters": () => jsonResponse(chapters) });
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    expect(screen.getByPlaceholderText("Search roundtables, topics, or chapters...")).toBe(screen.getByLabelText("Search"));
    await user.type(screen.getByLabelText("Search"), "poe");
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ ...EMPTY_FILTERS, query: "poe" }));
    expect(onChange).toHaveBeenCalledTimes(1);
    await user.type(screen.getByLabelText("Tag"), "gothic");
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, query: "poe", tag: "gothic" }));
  });

  it("when only blanks or all are set, then no filter counts as active", () => {
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, query: "   " })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, region: "Eastern" })).toBe(true);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, userType: "student" })).toBe(true);
  });
});
