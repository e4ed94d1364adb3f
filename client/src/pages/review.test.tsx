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
});
