import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildPlaced, buildSession, convention } from "@/testing/build-program";
import { buildRoundtable } from "@/testing/build-roundtable";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { ReviewPage } from "./review";

describe("ReviewPage", () => {
  it("when staff place a proposal into the first free room, then the proposals, the grid and the program refresh", async () => {
    let placed = false;
    const session = () => buildSession({ rooms: [{ id: 11, name: "Bayou Room A", taken: placed }], freeRooms: placed ? 0 : 1 });
    const proposal = buildRoundtable({ id: 5, title: "Haunted Houses", participantCount: 3 });
    const { calls } = stubApi({
      "GET /api/convention": () => jsonResponse(convention()),
      "GET /api/program/sessions": () => jsonResponse([session()]),
      "GET /api/staff/proposals": () => jsonResponse(placed ? [] : [proposal], 200, { "X-Total-Count": placed ? "0" : "1" }),
      "GET /api/roundtables": () =>
        jsonResponse(placed ? [buildPlaced(session(), { id: 11, name: "Bayou Room A" }, { id: 5, title: "Haunted Houses" })] : [], 200, { "X-Total-Count": placed ? "1" : "0" }),
      "PUT /api/staff/roundtables/5/placement": () => {
        placed = true;
        return jsonResponse(buildPlaced(session(), { id: 11, name: "Bayou Room A" }, { id: 5 }));
      },
    });
    const { user } = renderWithProviders(<ReviewPage />);
    expect(screen.getByRole("link", { name: "Download program (CSV)" })).toHaveAttribute("href", "/api/staff/program.csv");
    expect(screen.getByRole("link", { name: "Download attendance (CSV)" })).toHaveAttribute("href", "/api/staff/attendance.csv");
    expect(await screen.findByText("1 by demand")).toBeInTheDocument();
    expect(await screen.findByRole("listitem", { name: "Bayou Room A: Free" })).toBeInTheDocument();

    await user.click(within(screen.getByRole("region", { name: "Proposals" })).getByRole("button", { name: "Place" }));
    const dialog = await screen.findByRole("dialog", { name: "Place on the program" });
    await user.selectOptions(within(dialog).getByLabelText("Session"), "1");
    await user.click(within(dialog).getByRole("button", { name: "Place" }));

    expect(await screen.findByText("No proposals waiting")).toBeInTheDocument();
    expect(await screen.findByRole("listitem", { name: "Bayou Room A: Haunted Houses" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("1 placed")).toBeInTheDocument());
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({ sessionId: 1 });
  });

  it("when taking a roundtable off the program fails, then the server's message is toasted", async () => {
    const session = buildSession();
    stubApi({
      "GET /api/convention": () => jsonResponse(convention()),
      "GET /api/program/sessions": () => jsonResponse([session]),
      "GET /api/staff/proposals": () => jsonResponse([], 200, { "X-Total-Count": "0" }),
      "GET /api/roundtables": () => jsonResponse([buildPlaced(session, { id: 11, name: "Bayou Room A" }, { id: 5, title: "Haunted Houses" })], 200, { "X-Total-Count": "1" }),
      "DELETE /api/staff/roundtables/5/placement": () => jsonResponse({ message: "Roundtable not found" }, 404),
    });
    const { user } = renderWithProviders(<ReviewPage />);
    const room = await screen.findByRole("listitem", { name: "Bayou Room A: Haunted Houses" });
    await user.click(within(room).getByRole("button", { name: "Take off program" }));
    expect(await screen.findByText("Roundtable not found")).toBeInTheDocument();
  });

  it("when staff choose a status, search and page, then the list asks for that status, text and page and says where it is", async () => {
    const page = (url: URL) => {
      const offset = Number(url.searchParams.get("offset") ?? 0);
      const status = url.searchParams.get("programStatus");
      const title = `${status} ${url.searchParams.get("query") ?? ""} ${offset}`.trim();
      return jsonResponse([buildRoundtable({ id: offset + 1, title, programStatus: status as "proposed" })], 200, { "X-Total-Count": "5000" });
    };
    const { calls } = stubApi({
      "GET /api/convention": () => jsonResponse(convention()),
      "GET /api/program/sessions": () => jsonResponse([buildSession()]),
      "GET /api/staff/proposals": page,
      "GET /api/roundtables": () => jsonResponse([], 200, { "X-Total-Count": "0" }),
    });
    const { user } = renderWithProviders(<ReviewPage />);
    expect(await screen.findByText("5,000 by demand")).toBeInTheDocument();
    expect(screen.getByText("1–50 of 5,000")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("51–100 of 5,000")).toBeInTheDocument();
    expect(await screen.findByRole("listitem", { name: "proposed 50" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Placed" }));
    expect(screen.getByRole("button", { name: "Placed" })).toHaveAttribute("aria-pressed", "true");
    expect(await screen.findByRole("listitem", { name: "placed 0" })).toBeInTheDocument();
    expect(await screen.findByText("5,000 placed")).toBeInTheDocument();

    await user.type(screen.getByRole("searchbox", { name: "Search proposals" }), "gothic");
    expect(await screen.findByRole("listitem", { name: "placed gothic 0" })).toBeInTheDocument();
    const urls = calls.filter((call) => call.url.startsWith("/api/staff/proposals")).map((call) => call.url);
    expect(urls).toContain("/api/staff/proposals?programStatus=proposed&limit=50&offset=50");
    expect(urls).toContain("/api/staff/proposals?programStatus=placed&query=gothic&limit=50&offset=0");
  });

  it("when staff undo a not selected, then the server is asked, a toast confirms and the list refreshes", async () => {
    let restored = false;
    const declined = buildRoundtable({ id: 7, title: "Quiet Poems", programStatus: "not_selected", programNote: "Too close to another" });
    const { calls } = stubApi({
      "GET /api/convention": () => jsonResponse(convention()),
      "GET /api/program/sessions": () => jsonResponse([buildSession()]),
      "GET /api/staff/proposals": (url) =>
        url.searchParams.get("programStatus") === "not_selected" && !restored
          ? jsonResponse([declined], 200, { "X-Total-Count": "1" })
          : jsonResponse([], 200, { "X-Total-Count": "0" }),
      "GET /api/roundtables": () => jsonResponse([], 200, { "X-Total-Count": "0" }),
      "DELETE /api/staff/roundtables/7/not-selected": () => {
        restored = true;
        return jsonResponse({ ...declined, programStatus: "proposed", programNote: null });
      },
    });
    const { user } = renderWithProviders(<ReviewPage />);
    await user.click(await screen.findByRole("button", { name: "Not selected" }));
    const row = await screen.findByRole("listitem", { name: "Quiet Poems" });
    expect(row).toHaveTextContent("Note to the organizer: Too close to another");
    await user.click(within(row).getByRole("button", { name: "Undo not selected" }));
    expect(await screen.findByText("Back among the proposals")).toBeInTheDocument();
    expect(await screen.findByText("Nothing marked not selected")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "DELETE" && call.url === "/api/staff/roundtables/7/not-selected")).toBe(true);
  });
});
