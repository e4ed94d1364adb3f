import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildAuditEntry, buildMemberRecord } from "@/testing/build-member-record";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { AuditLog } from "./audit-log";
import { RosterImport } from "./roster-import";
import { StaffMembers } from "./staff-members";

const page = (items: unknown[], total = items.length) => jsonResponse(items, 200, { "X-Total-Count": String(total) });
const chapters = [{ id: 3, name: "Tulane University", region: "Southern", color: "#b5452b" }];

describe("StaffMembers", () => {
  it("when filtered by status, chapter and text, then the list asks for exactly those", async () => {
    const { calls } = stubApi({ "GET /api/staff/members": () => page([]), "GET /api/chapters": () => jsonResponse(chapters) });
    const { user } = renderWithProviders(<StaffMembers />);
    expect(await screen.findByText("No members found")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Status"), "suspended");
    await user.selectOptions(screen.getByLabelText("Chapter"), "3");
    await user.type(screen.getByLabelText("Search members"), "gray");
    await waitFor(() => expect(calls.at(-1)?.url).toBe("/api/staff/members?status=suspended&chapterId=3&query=gray&limit=20&offset=0"));
  });

  it("when suspending, then a note is required, then posted; a suspended member can be reinstated", async () => {
    const dorian = buildMemberRecord({ id: 21, firstName: "Dorian", lastName: "Gray", membershipStatus: "approved" });
    const basil = buildMemberRecord({ id: 22, firstName: "Basil", lastName: "Hallward", membershipStatus: "suspended", membershipNote: "Spam" });
    const { calls } = stubApi({
      "GET /api/staff/members": () => page([dorian, basil]),
      "GET /api/chapters": () => jsonResponse(chapters),
      "POST /api/staff/members/21/suspend": () => jsonResponse({ ...dorian, membershipStatus: "suspended" }),
      "POST /api/staff/members/22/reinstate": () => jsonResponse({ ...basil, membershipStatus: "approved" }),
    });
    const { user } = renderWithProviders(<StaffMembers />);
    await user.click(await screen.findByRole("button", { name: "Suspend Dorian Gray" }));
    const dialog = await screen.findByRole("dialog", { name: "Suspend member" });
    await user.click(within(dialog).getByRole("button", { name: "Suspend" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("A note for the member is required");
    await user.type(within(dialog).getByLabelText("Note for the member"), "Shared the directory.");
    await user.click(within(dialog).getByRole("button", { name: "Suspend" }));
    expect(await screen.findByText("Member suspended")).toBeInTheDocument();
    expect(calls.find((call) => call.url === "/api/staff/members/21/suspend")?.body).toEqual({ note: "Shared the directory." });

    const basilRow = screen.getByRole("listitem", { name: "Basil Hallward" });
    expect(within(basilRow).getByText("Spam")).toBeInTheDocument();
    await user.click(within(basilRow).getByRole("button", { name: "Reinstate Basil Hallward" }));
    expect(await screen.findByText("Member reinstated")).toBeInTheDocument();
  });

  it("when there are more members than a page, then Next asks for the next page", async () => {
    const { calls } = stubApi({ "GET /api/staff/members": () => page([buildMemberRecord()], 45), "GET /api/chapters": () => jsonResponse(chapters) });
    const { user } = renderWithProviders(<StaffMembers />);
    expect(await screen.findByText("Page 1 of 3")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(calls.some((call) => call.url.endsWith("offset=20"))).toBe(true));
  });
});

describe("RosterImport", () => {
  const result = {
    preview: true,
    rows: 2,
    added: 2,
    updated: 0,
    unchanged: 0,
    approved: [{ id: 7, firstName: "Jean", lastName: "Toomer", email: "jean@example.edu", chapterId: 3, chapterName: "Tulane University", userType: "advisor", previousChapterId: 3, previousUserType: "student" }],
  };

  it("when previewed, then it shows what would change, and only then imports; the CSV travels as text/csv", async () => {
    const { calls } = stubApi({
      "POST /api/staff/roster": (url) => jsonResponse({ ...result, preview: url.searchParams.get("preview") === "1" }),
    });
    const { user } = renderWithProviders(<RosterImport />);
    const csv = "email,chapter,role\njean@example.edu,Tulane University,advisor";
    await user.type(screen.getByLabelText("Roster (CSV text)"), csv);
    expect(screen.getByRole("button", { name: "Import roster" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Preview changes" }));
    const preview = await screen.findByRole("region", { name: "Roster preview" });
    expect(preview).toHaveTextContent("2 rows: 2 new on the roster, 0 updated, 0 unchanged.");
    expect(within(preview).getByText("Approved now (1)")).toBeInTheDocument();
    expect(within(preview).getByText("(was Student)")).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ url: "/api/staff/roster?preview=1", body: csv });
    await user.click(screen.getByRole("button", { name: "Import roster" }));
    expect(await screen.findByText("Roster imported")).toBeInTheDocument();
    expect(calls[1]).toMatchObject({ url: "/api/staff/roster", body: csv });
  });

  it("when a line is wrong, then the server's line-numbered message shows and nothing can be imported", async () => {
    stubApi({ "POST /api/staff/roster": () => jsonResponse({ message: 'Line 3: unknown chapter "Atlantis"' }, 400) });
    const { user } = renderWithProviders(<RosterImport />);
    await user.type(screen.getByLabelText("Roster (CSV text)"), "email,chapter,role");
    await user.click(screen.getByRole("button", { name: "Preview changes" }));
    expect(await screen.findByRole("alert")).toHaveTextContent('Line 3: unknown chapter "Atlantis"');
    expect(screen.getByRole("button", { name: "Import roster" })).toBeDisabled();
  });

  it("when several lines are wrong, then every one of them is listed, not only the first", async () => {
    const lines = ['Line 2: "x" is not an e-mail address', 'Line 4: unknown chapter "Atlantis"', 'Line 9: unknown role "teacher"'];
    stubApi({ "POST /api/staff/roster": () => jsonResponse({ message: `3 lines can't be imported, the first: ${lines[0]}. Nothing was changed.`, errors: { roster: lines } }, 400) });
    const { user } = renderWithProviders(<RosterImport />);
    await user.type(screen.getByLabelText("Roster (CSV text)"), "email,chapter,role");
    await user.click(screen.getByRole("button", { name: "Preview changes" }));
    const list = await screen.findByRole("list", { name: "Lines to fix (3)" });
    expect(within(list).getAllByRole("listitem").map((item) => item.textContent)).toEqual(lines);
  });
});

describe("AuditLog", () => {
  it("when entries exist, then each says who did what to whom with the note; the action filter asks the server", async () => {
    const { calls } = stubApi({
      "GET /api/staff/audit": () => page([buildAuditEntry({ action: "member.suspended", memberName: "Dorian Gray", note: "Shared the directory." })]),
    });
    const { user } = renderWithProviders(<AuditLog />);
    expect(await screen.findByText(/suspended a member/)).toHaveTextContent("Stella Staff suspended a member: Dorian Gray");
    expect(screen.getByText("“Shared the directory.”")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Action"), "roster.imported");
    await waitFor(() => expect(calls.at(-1)?.url).toBe("/api/staff/audit?action=roster.imported&limit=20&offset=0"));
  });

  it("when staff type a member's name, then the log asks for that name (no member number), and the address keeps it", async () => {
    const { calls } = stubApi({ "GET /api/staff/audit": () => page([buildAuditEntry({ action: "member.suspended", memberName: "Dorian Gray" })]) });
    const { user } = renderWithProviders(<AuditLog />);
    await screen.findByText(/suspended a member/);
    expect(screen.queryByLabelText("Member number")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Member"), "Dorian");
    await waitFor(() => expect(calls.at(-1)?.url).toBe("/api/staff/audit?member=Dorian&limit=20&offset=0"));
    expect(new URLSearchParams(window.location.search).get("member")).toBe("Dorian");
  });

  it("when the roster was imported, then its counts show", async () => {
    stubApi({
      "GET /api/staff/audit": () => page([buildAuditEntry({ action: "roster.imported", memberId: null, memberName: null, details: { rows: 3, added: 2, updated: 1, unchanged: 0, approved: 1 } })]),
    });
    renderWithProviders(<AuditLog />);
    expect(await screen.findByText("3 rows: 2 new, 1 updated, 0 unchanged; 1 waiting members approved.")).toBeInTheDocument();
  });

  it("when nothing matches, then the empty state shows", async () => {
    stubApi({ "GET /api/staff/audit": () => page([]) });
    renderWithProviders(<AuditLog />);
    expect(await screen.findByText("Nothing recorded")).toBeInTheDocument();
  });
});
