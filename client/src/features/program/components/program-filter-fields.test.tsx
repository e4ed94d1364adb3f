import { screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { buildSession, convention } from "@/testing/build-program";
import { EMPTY_PROGRAM_FILTERS, ProgramFilterFields, type ProgramFilters } from "./program-filter-fields";

const sessions = [
  buildSession(),
  buildSession({ id: 2, name: "Sunday Evening Roundtables", startsAt: "2026-03-29T23:00:00.000Z", endsAt: "2026-03-30T00:30:00.000Z" }),
  buildSession({ id: 3, name: "Monday Morning Roundtables", startsAt: "2026-03-30T14:00:00.000Z", endsAt: "2026-03-30T15:30:00.000Z" }),
];

let latest: ProgramFilters = EMPTY_PROGRAM_FILTERS;
function Harness() {
  const [filters, setFilters] = useState(EMPTY_PROGRAM_FILTERS);
  latest = filters;
  return <ProgramFilterFields filters={filters} onChange={(change) => setFilters((current) => ({ ...current, ...change }))} />;
}

const optionTexts = (label: string) => Array.from((screen.getByLabelText(label) as HTMLSelectElement).options).map((option) => option.text.replace(/\s+/g, " "));

describe("ProgramFilterFields", () => {
  it("when a day is chosen, then the days come from the sessions in the convention's zone and the session select keeps only that day's sessions", async () => {
    stubApi({ "GET /api/program/sessions": () => jsonResponse(sessions), "GET /api/convention": () => jsonResponse(convention()) });
    const { user } = renderWithProviders(<Harness />);
    // The evening session ends after midnight UTC but is still Sunday in New Orleans.
    expect(await screen.findByRole("option", { name: "Mon, Mar 30" })).toBeInTheDocument();
    expect(optionTexts("Day")).toEqual(["All days", "Sun, Mar 29", "Mon, Mar 30"]);
    expect(optionTexts("Session")).toHaveLength(4);

    await user.selectOptions(screen.getByLabelText("Session"), "3");
    expect(latest.sessionId).toBe("3");
    await user.selectOptions(screen.getByLabelText("Day"), "2026-03-29");
    expect(latest).toMatchObject({ day: "2026-03-29", sessionId: "all" });
    expect(optionTexts("Session")).toEqual([
      "All sessions",
      "Sun, Mar 29 · Sunday Morning Roundtables (9:00 – 10:30 AM CDT)",
      "Sun, Mar 29 · Sunday Evening Roundtables (6:00 – 7:30 PM CDT)",
    ]);
  });

  it("when status and sort change, then they report On the program and By time", async () => {
    stubApi({ "GET /api/program/sessions": () => jsonResponse([]), "GET /api/convention": () => jsonResponse(convention()) });
    const { user } = renderWithProviders(<Harness />);
    expect(optionTexts("Program status")).toEqual(["Any status", "On the program", "Proposals"]);
    expect(optionTexts("Sort")).toEqual(["Newest", "By time", "Best match"]);
    await user.selectOptions(screen.getByLabelText("Program status"), "placed");
    await user.selectOptions(screen.getByLabelText("Sort"), "time");
    expect(latest).toMatchObject({ programStatus: "placed", sort: "time" });
  });
});
