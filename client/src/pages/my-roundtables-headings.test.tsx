import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { MyRoundtablesPage } from "./my-roundtables";

const me = { id: 1, firstName: "Anne", lastName: "Rice", email: "anne@example.edu", userType: "student", chapterId: 1 };

describe("MyRoundtablesPage headings", () => {
  it("when the page shows, then its headings go down one level at a time (h1, h2, then h3)", async () => {
    stubApi({ "GET /api/auth/user": () => jsonResponse(me), "GET /api/user/participations": () => jsonResponse([]) });
    renderWithProviders(<MyRoundtablesPage />);
    expect(await screen.findByText("No organized roundtables")).toBeInTheDocument();
    const levels = screen.getAllByRole("heading").map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]!).toBeLessThanOrEqual(1);
    });
    expect(screen.getByRole("heading", { level: 2, name: "Organized roundtables" })).toBeInTheDocument();
  });
});
