/** The program on roundtable cards, in Roundtable Details, and in the create and edit dialogs. */
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildPlaced, buildSession, convention, sessionRef } from "@/testing/build-program";
import { buildRoundtable } from "@/testing/build-roundtable";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { CreateRoundtableDialog } from "./create-roundtable-dialog";
import { EditRoundtableDialog } from "./edit-roundtable-dialog";
import { RoundtableCard } from "./roundtable-card";
import { RoundtableDetailsDialog } from "./roundtable-details-dialog";

const morning = buildSession();
const monday = buildSession({ id: 2, name: "Monday Afternoon Roundtables", startsAt: "2026-03-30T19:00:00.000Z", endsAt: "2026-03-30T20:30:00.000Z" });
const api = { "GET /api/convention": () => jsonResponse(convention()), "GET /api/program/sessions": () => jsonResponse([morning, monday]) };
const placed = buildPlaced(morning, { id: 12, name: "Bayou Room B" }, { id: 5, title: "Haunted Houses", isJoined: true });

describe("Roundtables on the program", () => {
  it("when a card is placed, then it shows On the program, day, time and room; a proposal shows Proposal", () => {
    stubApi(api);
    const { unmount } = renderWithProviders(<RoundtableCard roundtable={placed} />);
    const card = screen.getByRole("article", { name: "Haunted Houses" });
    expect(within(card).getByText("On the program")).toBeInTheDocument();
    expect(within(card).getByText("Sunday, March 29 · 9:00 – 10:30 AM CDT")).toBeInTheDocument();
    expect(within(card).getByText("Bayou Room B")).toBeInTheDocument();
    unmount();
    renderWithProviders(<RoundtableCard roundtable={buildRoundtable({ title: "Quiet Poems" })} />);
    expect(within(screen.getByRole("article", { name: "Quiet Poems" })).getByText("Proposal")).toBeInTheDocument();
  });

  it("when Roundtable Details show a placed roundtable, then program, long date, session and room, and Add to calendar downloads its .ics", () => {
    stubApi(api);
    renderWithProviders(<RoundtableDetailsDialog roundtable={placed} onOpenChange={() => {}} />);
    const dialog = screen.getByRole("dialog", { name: "Haunted Houses" });
    expect(within(dialog).getByText("On the program")).toBeInTheDocument();
    expect(within(dialog).getByText("Sunday, March 29, 2026 at 9:00 AM CDT")).toBeInTheDocument();
    expect(within(dialog).getByText("Sunday Morning Roundtables · Bayou Room B")).toBeInTheDocument();
    const link = within(dialog).getByRole("link", { name: "Add to calendar" });
    expect(link).toHaveAttribute("href", "/api/roundtables/5/calendar.ics");
    expect(link).toHaveAttribute("download");
  });

  it("when Roundtable Details show a proposal, then Not scheduled yet, its preferred session, and no calendar link; a declined one tells its organizer why", () => {
    stubApi(api);
    const proposal = buildRoundtable({ title: "Quiet Poems", preferredSession: sessionRef(monday) });
    const { unmount } = renderWithProviders(<RoundtableDetailsDialog roundtable={proposal} onOpenChange={() => {}} />);
    let dialog = screen.getByRole("dialog", { name: "Quiet Poems" });
    expect(within(dialog).getByText("Proposal")).toBeInTheDocument();
    expect(within(dialog).getByText("Not scheduled yet")).toBeInTheDocument();
    expect(within(dialog).getByText("Monday Afternoon Roundtables")).toBeInTheDocument();
    expect(within(dialog).queryByRole("link", { name: "Add to calendar" })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <RoundtableDetailsDialog
        roundtable={{ ...proposal, isOrganizer: true, programStatus: "not_selected", programNote: "Too many Poe tables." }}
        onOpenChange={() => {}}
      />,
    );
    dialog = screen.getByRole("dialog", { name: "Quiet Poems" });
    expect(within(dialog).getByText("Not selected")).toBeInTheDocument();
    expect(within(dialog).getByText("“Too many Poe tables.”")).toBeInTheDocument();
  });

  it("when a roundtable is created with a preferred session, then the body carries preferredSessionId", async () => {
    const { calls } = stubApi({ ...api, "GET /api/auth/user": () => jsonResponse({ id: 1 }), "POST /api/roundtables": () => jsonResponse({ id: 42 }, 201) });
    const { user } = renderWithProviders(<CreateRoundtableDialog open onOpenChange={() => {}} />);
    await user.type(screen.getByLabelText("Title"), "Vampires");
    await user.type(screen.getByLabelText("Description"), "Reading Anne Rice.");
    await user.type(screen.getByLabelText("Tags"), "gothic");
    await waitFor(() => expect(screen.getByLabelText("Preferred session")).toBeEnabled());
    await user.selectOptions(screen.getByLabelText("Preferred session"), "2");
    await user.click(screen.getByRole("button", { name: "Create Roundtable" }));
    await waitFor(() => expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({ title: "Vampires", preferredSessionId: 2 }));
  });

  it("when editing, then the preferred session starts at the current one and No preference sends null", async () => {
    const { calls } = stubApi({ ...api, "PUT /api/roundtables/5": () => jsonResponse(placed) });
    const roundtable = buildRoundtable({ id: 5, preferredSession: sessionRef(monday) });
    const { user } = renderWithProviders(<EditRoundtableDialog roundtable={roundtable} onOpenChange={() => {}} />);
    await waitFor(() => expect(screen.getByLabelText("Preferred session")).toHaveValue("2"));
    await user.selectOptions(screen.getByLabelText("Preferred session"), "");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({ preferredSessionId: null }));
  });
});
