import { act, fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Chapter } from "@shared/types";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { emptyDirectoryFilters, getDirectoryPage, type DirectoryFilterValues } from "../api/get-directory";
import { DirectoryFilters, FILTER_DEBOUNCE_MS } from "./directory-filters";

const chapters = [
  { id: 3, name: "Alpha Beta", region: "Southern", color: "#aa0000" },
  { id: 7, name: "Gamma Delta", region: "Far Western", color: "#00aa00" },
] as Chapter[];

afterEach(() => {
  vi.useRealTimers();
});

function Harness({ onChange }: { onChange: (values: DirectoryFilterValues) => void }) {
  const [values, setValues] = useState(emptyDirectoryFilters);
  return (
    <DirectoryFilters
      values={values}
      onChange={(patch) =>
        setValues((previous) => {
          const next = { ...previous, ...patch };
          onChange(next);
          return next;
        })
      }
    />
  );
}

describe("DirectoryFilters", () => {
  it("labels every filter and lists chapters as Name (Region)", async () => {
    stubApi({ "GET /api/chapters": () => jsonResponse(chapters) });
    renderWithProviders(<Harness onChange={() => {}} />);
    expect(screen.getByLabelText("Search")).toHaveAttribute("placeholder", "Search by name, expertise, or interests...");
    expect(screen.getByLabelText("Expertise")).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "All Users" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Advisors" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "Students" })).toBeInTheDocument();
    expect(screen.getByRole("option", { name: "All Chapters" })).toBeInTheDocument();
    expect(await screen.findByRole("option", { name: "Gamma Delta (Far Western)" })).toBeInTheDocument();
  });

  it("when the selects change, then the change applies at once", async () => {
    stubApi({ "GET /api/chapters": () => jsonResponse(chapters) });
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Harness onChange={onChange} />);
    await screen.findByRole("option", { name: "Alpha Beta (Southern)" });
    await user.selectOptions(screen.getByLabelText("Chapter"), "3");
    await user.selectOptions(screen.getByLabelText("Member type"), "advisor");
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyDirectoryFilters, chapterId: "3", userType: "advisor" });
  });

  it("when typing, then the text applies once, 300 ms after the last keystroke", () => {
    vi.useFakeTimers();
    stubApi({ "GET /api/chapters": () => jsonResponse(chapters) });
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const search = screen.getByLabelText("Search");
    fireEvent.change(search, { target: { value: "Aus" } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(search, { target: { value: "Austen" } });
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 1));
    expect(onChange).not.toHaveBeenCalled();
    expect(search).toHaveValue("Austen");
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyDirectoryFilters, query: "Austen" });

    fireEvent.change(screen.getByLabelText("Expertise"), { target: { value: "Milton" } });
    act(() => vi.advanceTimersByTime(FILTER_DEBOUNCE_MS));
    expect(onChange).toHaveBeenLastCalledWith({ ...emptyDirectoryFilters, query: "Austen", expertise: "Milton" });
  });
});

describe("getDirectoryPage", () => {
  it("sends only the set values, never all, with the page size and offset", async () => {
    const { calls } = stubApi({ "GET /api/users": () => jsonResponse([], 200, { "X-Total-Count": "0" }) });
    await getDirectoryPage(emptyDirectoryFilters, 0);
    await getDirectoryPage({ query: "  Austen ", chapterId: "7", userType: "student", expertise: "Milton" }, 24);
    await getDirectoryPage({ ...emptyDirectoryFilters, userType: "advisor" }, 48);
    expect(calls.map((call) => call.url)).toEqual([
      "/api/users?limit=24&offset=0",
      "/api/users?query=Austen&chapterId=7&userType=student&expertise=Milton&limit=24&offset=24",
      "/api/users?userType=advisor&limit=24&offset=48",
    ]);
  });

  it("reads the full count from X-Total-Count", async () => {
    stubApi({ "GET /api/users": () => jsonResponse([{ id: 1 }], 200, { "X-Total-Count": "57" }) });
    await expect(getDirectoryPage(emptyDirectoryFilters, 0)).resolves.toMatchObject({ total: 57 });
  });
});
