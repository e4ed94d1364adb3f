import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { MemberPass } from "./member-pass";

describe("MemberPass", () => {
  it("when the pass loads, then the QR code, the member's name and the code to type show", async () => {
    stubApi({
      "GET /api/user/pass": () =>
        jsonResponse({
          token: "7ZK2M-0QH4B-AB12C-D3E4F",
          svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M0 0h1v1H0z"/></svg>',
          member: { id: 4, firstName: "Ann", lastName: "Lee" },
          convention: { id: 1, name: "2026 International English Convention" },
        }),
    });
    renderWithProviders(<MemberPass />);
    const image = await screen.findByRole("img", { name: "QR code of the pass of Ann Lee" });
    expect(image.getAttribute("src")).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(screen.getByText("Ann Lee")).toBeInTheDocument();
    expect(screen.getByText("7ZK2M-0QH4B-AB12C-D3E4F")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Your pass" })).toBeInTheDocument();
  });

  it("when the pass can't be loaded, then it says how to have it offline", async () => {
    stubApi({ "GET /api/user/pass": () => jsonResponse({ message: "Unauthorized" }, 401) });
    renderWithProviders(<MemberPass />);
    expect(await screen.findByText(/Your pass could not be loaded/)).toBeInTheDocument();
  });
});
