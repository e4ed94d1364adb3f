import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Chapter, PublicUser } from "@shared/types";
import { buildMember } from "@/testing/build-member";
import { handleUnauthorized } from "@/lib/unauthorized";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { DirectoryPage } from "./directory";

vi.mock("@/lib/unauthorized", () => ({ handleUnauthorized: vi.fn(() => true) }));
// Each test reads only its own calls, with the mock's first answer (true) unless it says otherwise.
beforeEach(() => vi.mocked(handleUnauthorized).mockReset());

const me = buildMember({ id: 1, firstName: "Grace", lastName: "Hopper" });
const chapters = [{ id: 4, name: "Sigma Tau", region: "Eastern", color: "#123456" }] as Chapter[];

function members(count: number, from = 0): PublicUser[] {
  return Array.from({ length: count }, (_, index) => buildMember({ id: 100 + from + index, firstName: `Member${from + index}`, lastName: "Reader" }));
}

function renderPage(users: (url: URL) => Response | Promise<Response>) {
  const api = stubApi({
    "GET /api/auth/user": () => jsonResponse(me),
    "GET /api/chapters": () => jsonResponse(chapters),
    "GET /api/users": users,
    "GET /api/users/suggested": () => jsonResponse([]),
  });
  return { ...renderWithProviders(<DirectoryPage />), calls: api.calls };
}

// The directory's own requests, not the people-to-meet suggestions beside them.
const userCalls = (calls: Array<{ url: string }>) => calls.map((call) => call.url).filter((url) => /^\/api\/users(\?|$)/.test(url));

describe("DirectoryPage", () => {
  it("when loading, then six card skeletons show", () => {
    renderPage(() => new Promise<Response>(() => {}));
    expect(screen.getByRole("heading", { level: 1, name: "User Directory" })).toBeInTheDocument();
    expect(screen.getAllByTestId("member-card-skeleton")).toHaveLength(6);
    expect(screen.getByText("Loading...")).toBeInTheDocument();
  });

  it("when no filter is set, then All Members shows with the full count from X-Total-Count", async () => {
    const { calls } = renderPage(() => jsonResponse(members(3), 200, { "X-Total-Count": "3" }));
    expect(await screen.findByRole("heading", { name: "Member0 Reader" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "All Members" })).toBeInTheDocument();
    expect(screen.getByText("3 members")).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(3);
    expect(screen.queryByTestId("member-card-skeleton")).not.toBeInTheDocument();
    expect(userCalls(calls)).toEqual(["/api/users?limit=24&offset=0"]);
  });

  it("when one member matches, then the count reads 1 member", async () => {
    renderPage(() => jsonResponse(members(1), 200, { "X-Total-Count": "1" }));
    expect(await screen.findByText("1 member")).toBeInTheDocument();
  });

  it("when a filter is set, then the heading reads Search Results and only set values are sent", async () => {
    const { user, calls } = renderPage((url) =>
      url.searchParams.get("userType") === "advisor"
        ? jsonResponse(members(2, 50), 200, { "X-Total-Count": "2" })
        : jsonResponse(members(5), 200, { "X-Total-Count": "5" }),
    );
    expect(await screen.findByText("5 members")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Member type"), "advisor");
    expect(await screen.findByText("2 members")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Search Results" })).toBeInTheDocument();
    expect(userCalls(calls)).toEqual(["/api/users?limit=24&offset=0", "/api/users?userType=advisor&limit=24&offset=0"]);

    await user.selectOptions(screen.getByLabelText("Member type"), "all");
    expect(await screen.findByRole("heading", { level: 2, name: "All Members" })).toBeInTheDocument();
  });

  it("when typing a search, then one request goes out after the pause", async () => {
    const { user, calls } = renderPage((url) => jsonResponse(url.searchParams.get("query") ? members(1) : members(4), 200, { "X-Total-Count": url.searchParams.get("query") ? "1" : "4" }));
    expect(await screen.findByText("4 members")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Search"), "Woolf");
    expect(await screen.findByText("1 member")).toBeInTheDocument();
    expect(userCalls(calls)).toEqual(["/api/users?limit=24&offset=0", "/api/users?query=Woolf&limit=24&offset=0"]);
  });

  it("when nobody matches, then No members found shows with a way back", async () => {
    const { user } = renderPage((url) =>
      url.searchParams.get("expertise") ? jsonResponse([], 200, { "X-Total-Count": "0" }) : jsonResponse(members(2), 200, { "X-Total-Count": "2" }),
    );
    expect(await screen.findByText("2 members")).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Expertise" }), "Klingon");
    expect(await screen.findByText("No members found")).toBeInTheDocument();
    expect(screen.getByText("0 members")).toBeInTheDocument();
    expect(screen.getByText(/adjusting your search or filters/)).toBeInTheDocument();

    const empty = screen.getByText("No members found").parentElement!;
    await user.click(within(empty).getByRole("button", { name: "Clear filters" }));
    expect(await screen.findByText("2 members")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Expertise" })).toHaveValue("");
  });

  it("when more members exist, then Load more members fetches the next page", async () => {
    const { user, calls } = renderPage((url) => {
      const offset = Number(url.searchParams.get("offset"));
      return jsonResponse(members(offset === 0 ? 24 : 6, offset), 200, { "X-Total-Count": "30" });
    });
    expect(await screen.findByText("30 members")).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(24);
    expect(screen.getByText("Showing 24 of 30 members")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Load more members" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(30));
    expect(screen.queryByRole("button", { name: "Load more members" })).not.toBeInTheDocument();
    expect(userCalls(calls)).toEqual(["/api/users?limit=24&offset=0", "/api/users?limit=24&offset=24"]);
  });

  it("when the session has ended, then the 401 goes through handleUnauthorized", async () => {
    renderPage(() => jsonResponse({ message: "Unauthorized", code: "not_signed_in" }, 401));
    await waitFor(() => expect(handleUnauthorized).toHaveBeenCalled());
    expect(vi.mocked(handleUnauthorized).mock.calls[0]?.[0]).toMatchObject({ message: "401: Unauthorized" });
  });

  it("when the server fails, then a retry is offered", async () => {
    let fail = true;
    const { user } = renderPage(() => (fail ? jsonResponse({ message: "Boom" }, 500) : jsonResponse(members(1), 200, { "X-Total-Count": "1" })));
    expect(await screen.findByText("Could not load members")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("1 member")).toBeInTheDocument();
  });

  it("when too many pages were opened, then the server's message says when to come back", async () => {
    vi.mocked(handleUnauthorized).mockReturnValue(false);
    const message = "You have opened many directory pages in a short time. Please wait 4 minutes and try again.";
    renderPage(() => jsonResponse({ message }, 429, { "Retry-After": "240" }));
    expect(await screen.findByText("Could not load members")).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it("when a later page is refused, then the loaded members stay and a toast says why", async () => {
    vi.mocked(handleUnauthorized).mockReturnValue(false);
    const message = "You have opened many directory pages in a short time. Please wait 4 minutes and try again.";
    const { user } = renderPage((url) =>
      url.searchParams.get("offset") === "0" ? jsonResponse(members(24), 200, { "X-Total-Count": "30" }) : jsonResponse({ message }, 429),
    );
    expect(await screen.findByText("30 members")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Load more members" }));
    expect(await screen.findByText("Could not load more members")).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(24);
  });
});
