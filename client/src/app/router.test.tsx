import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { AppRouter } from "./router";

const member = {
  id: 1,
  firstName: "Ada",
  lastName: "Byron",
  email: "ada@example.edu",
  userType: "student",
  chapterId: 1,
  chapter: "Tulane University",
  chapterRegion: "Southern",
  chapterColor: "#b5452b",
  interests: [],
  expertiseAreas: [],
  profileImageUrl: null,
  isStaff: false,
  emailNotifications: true,
};

function renderAt(path: string, user: object) {
  stubApi({
    "GET /api/auth/user": () => jsonResponse(user),
    "GET /api/notifications": () => jsonResponse({ items: [], unreadCount: 0 }),
    "GET /api/staff/proposals": () => jsonResponse([], 200, { "X-Total-Count": "0" }),
    "GET /api/program/sessions": () => jsonResponse([]),
    "GET /api/roundtables": () => jsonResponse([], 200, { "X-Total-Count": "0" }),
    "GET /api/convention": () => jsonResponse({ name: "Convention", city: "New Orleans", startDate: "2026-03-29", endDate: "2026-04-01", timeZone: "America/Chicago" }),
  });
  const { hook } = memoryLocation({ path });
  return renderWithProviders(
    <Router hook={hook}>
      <AppRouter />
    </Router>,
  );
}

describe("AppRouter and the program's pages", () => {
  it("when a member is not staff, then Program is in the navigation, Review is not, and /review is the 404 page", async () => {
    renderAt("/review", member);
    expect(await screen.findByRole("heading", { name: "404 Page Not Found" })).toBeInTheDocument();
    // One main landmark: the member frame's (the 404 content used to bring a second, nested one).
    expect(screen.getAllByRole("main")).toHaveLength(1);
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(nav).toHaveTextContent("Program");
    expect(nav).not.toHaveTextContent("Review");
  });

  it("when a signed-out visitor opens an unknown page, then the 404 page is the one main landmark", async () => {
    stubApi({ "GET /api/auth/user": () => jsonResponse({ message: "Unauthorized" }, 401) });
    const { hook } = memoryLocation({ path: "/no-such-page" });
    renderWithProviders(
      <Router hook={hook}>
        <AppRouter />
      </Router>,
    );
    expect(await screen.findByRole("heading", { name: "404 Page Not Found" })).toBeInTheDocument();
    expect(screen.getAllByRole("main")).toHaveLength(1);
  });

  it("when the member is staff, then Review is in the navigation and /review is the review page", async () => {
    renderAt("/review", { ...member, isStaff: true });
    expect(await screen.findByRole("heading", { name: "Program Review" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Review" })).toHaveAttribute("aria-current", "page");
  });

  it("when any member opens /program, then the Program page shows", async () => {
    renderAt("/program", member);
    expect(await screen.findByRole("heading", { name: "Program", level: 1 })).toBeInTheDocument();
    expect(await screen.findByText("The program is not out yet")).toBeInTheDocument();
  });

  it("while the member loads, then the page shows the dashboard's skeleton of four cards, not a spinner", async () => {
    stubApi({ "GET /api/auth/user": () => new Promise<Response>(() => {}) });
    const { hook } = memoryLocation({ path: "/directory" });
    const { container } = renderWithProviders(
      <Router hook={hook}>
        <AppRouter />
      </Router>,
    );
    expect(await screen.findByRole("status")).toHaveTextContent("Loading...");
    expect(screen.getAllByTestId("app-card-skeleton")).toHaveLength(4);
    expect(container.querySelector(".animate-spin")).toBeNull();
  });
});
