import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { buildCurrentUser } from "@/testing/build-member";
import { buildRoundtable } from "@/testing/build-roundtable";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { AppRouter } from "./router";
import { buildConvention } from "@/testing/build-convention";

const member = buildCurrentUser({ id: 1, firstName: "Ada", lastName: "Byron", email: "ada@example.edu", chapterId: 1, chapter: "Tulane University" });
const convention = buildConvention({ name: "Convention", city: "New Orleans" });

function renderAt(path: string) {
  const { hook } = memoryLocation({ path });
  return renderWithProviders(
    <Router hook={hook}>
      <AppRouter />
    </Router>,
  );
}

describe("the roundtable's own address", () => {
  it("when a member opens /roundtables/{id}, then its page shows and the tab is named after it", async () => {
    stubApi({
      "GET /api/auth/user": () => jsonResponse(member),
      "GET /api/notifications": () => jsonResponse({ items: [], unreadCount: 0 }),
      "GET /api/convention": () => jsonResponse(convention),
      "GET /api/roundtables/42": () => jsonResponse(buildRoundtable({ id: 42, title: "Haunted Houses" })),
    });
    renderAt("/roundtables/42");
    expect(await screen.findByRole("heading", { level: 1, name: "Haunted Houses" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Haunted Houses · English Convention"));
  });

  it("when a signed-out visitor opens it, then it is a member page (Unauthorized, then sign-in), not the 404 page", async () => {
    stubApi({ "GET /api/auth/user": () => jsonResponse({ message: "Unauthorized", code: "not_signed_in" }, 401) });
    renderAt("/roundtables/42");
    expect(await screen.findByText("You are logged out. Logging in again...")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "404 Page Not Found" })).not.toBeInTheDocument();
  });

  it("when the path goes past the id, then it is the 404 page", async () => {
    stubApi({ "GET /api/auth/user": () => jsonResponse({ message: "Unauthorized", code: "not_signed_in" }, 401) });
    renderAt("/roundtables/42/extra");
    expect(await screen.findByRole("heading", { name: "404 Page Not Found" })).toBeInTheDocument();
  });
});
