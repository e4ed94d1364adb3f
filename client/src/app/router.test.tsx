import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { AppRouter } from "./router";
import { buildConvention } from "@/testing/build-convention";

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
  emailConfirmed: true,
  membershipStatus: "approved",
  pendingChange: null,
};

function renderAt(path: string, user: object) {
  stubApi({
    "GET /api/auth/user": () => jsonResponse(user),
    "GET /api/notifications": () => jsonResponse({ items: [], unreadCount: 0 }),
    "GET /api/staff/proposals": () => jsonResponse([], 200, { "X-Total-Count": "0" }),
    "GET /api/program/sessions": () => jsonResponse([]),
    "GET /api/roundtables": () => jsonResponse([], 200, { "X-Total-Count": "0" }),
    "GET /api/members/pending": () => jsonResponse([], 200, { "X-Total-Count": "0" }),
    "GET /api/users": () => jsonResponse([], 200, { "X-Total-Count": "0" }),
    "GET /api/chapters": () => jsonResponse([{ id: 1, name: "Tulane University", region: "Southern", color: "#b5452b" }]),
    "GET /api/convention": () => jsonResponse(buildConvention({ name: "Convention", city: "New Orleans" })),
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
    stubApi({ "GET /api/auth/user": () => jsonResponse({ message: "Unauthorized", code: "not_signed_in" }, 401) });
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

  it("when the member has not confirmed their e-mail, then every path shows Confirm your e-mail without the navigation", async () => {
    renderAt("/browse", { ...member, emailConfirmed: false, membershipStatus: "pending" });
    expect(await screen.findByRole("heading", { name: "Confirm your e-mail" })).toBeInTheDocument();
    expect(screen.getByText("ada@example.edu")).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Log out" })).toBeInTheDocument();
    expect(document.title).toBe("Confirm your e-mail · English Convention");
  });

  it("when the member is confirmed and pending, then they wait for approval with their profile", async () => {
    renderAt("/", { ...member, membershipStatus: "pending", approvers: "chapter" });
    expect(await screen.findByRole("heading", { name: "Waiting for approval" })).toBeInTheDocument();
    expect(screen.getByText(/The advisors of Tulane University approve/)).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "My Profile" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Main" })).not.toBeInTheDocument();
  });

  it("when the member is an approved advisor, then Members is in the navigation and /members lists who waits", async () => {
    renderAt("/members", { ...member, userType: "advisor" });
    expect(await screen.findByRole("heading", { name: "Members", level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Members" })).toHaveAttribute("aria-current", "page");
    expect(await screen.findByText("Nobody is waiting")).toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "Audit log" })).not.toBeInTheDocument();
  });

  it("when the member is a student, then Members is not in the navigation and /members is the 404 page", async () => {
    renderAt("/members", member);
    expect(await screen.findByRole("heading", { name: "404 Page Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Main" })).not.toHaveTextContent("Members");
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
