import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, toast, trackedPagesForFile } from "./support/browser";
import { seriousViolations } from "./support/axe";
import { DESKTOP, expectNoSidewaysScroll, PHONE, type Screen } from "./support/layout";
import { confirmationCode, createMember, createMemberAt, signIn, staffMember, uniqueEmail } from "./support/members";

const pages = trackedPagesForFile();

async function opened(screen: Screen) {
  return (await pages.open({ viewport: screen.viewport, isMobile: screen.isMobile })).page;
}

/** Signs up through the register form, as a newcomer does. */
async function signUp(page: Page, who: { firstName: string; lastName: string; email: string; chapter: string }) {
  await page.goto("/");
  await page.getByRole("button", { name: "Get Started" }).click();
  await page.getByRole("heading", { name: "Join English Convention Platform" }).waitFor();
  await page.getByLabel("First Name").fill(who.firstName);
  await page.getByLabel("Last Name").fill(who.lastName);
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password", { exact: true }).fill("a room of one's own");
  await page.getByLabel("Confirm Password").fill("a room of one's own");
  await page.getByLabel("Role").selectOption("student");
  await page.getByLabel("Chapter", { exact: true }).click();
  await page.getByLabel("Chapter", { exact: true }).fill(who.chapter);
  await page.getByRole("option", { name: new RegExp(who.chapter) }).click();
  await page.getByRole("button", { name: "Create Account" }).click();
  await toast(page, "Registration Successful!").waitFor();
}

describe.each([
  { newcomer: DESKTOP, advisor: PHONE },
  { newcomer: PHONE, advisor: DESKTOP },
])("a newcomer at $newcomer.name px, their advisor at $advisor.name px", ({ newcomer: newcomerScreen, advisor: advisorScreen }) => {
  it("signs up, confirms from the outbox, waits, is approved by their chapter's advisor and lands on the dashboard", async () => {
    const size = newcomerScreen.name;
    const advisor = await createMemberAt("Rice University", { firstName: "Rita", lastName: "Dove", email: uniqueEmail("rita"), userType: "advisor" });
    const email = uniqueEmail("nella");
    const lastName = `Larsen${size}`;

    const page = await opened(newcomerScreen);
    await signUp(page, { firstName: "Nella", lastName, email, chapter: "Rice University" });
    await page.getByRole("heading", { name: "Confirm your e-mail" }).waitFor();
    await expect.poll(() => page.getByText(email).isVisible()).toBe(true);
    await expectNoSidewaysScroll(page, "confirm your e-mail");
    expect(await seriousViolations(page)).toEqual([]);

    // A wrong code is refused with the server's words; the one in the mail confirms.
    const code = await confirmationCode(email);
    await page.getByLabel("Confirmation code").fill(code === "000000" ? "111111" : "000000");
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.getByRole("alert").filter({ hasText: "That confirmation code is not right." }).waitFor();
    await screenshot(page, `membership-confirm-wrong-code-${size}`);
    await page.getByLabel("Confirmation code").fill(code);
    await page.getByRole("button", { name: "Confirm" }).click();

    await page.getByRole("heading", { name: "Waiting for approval" }).waitFor();
    await page.getByText("The advisors of Rice University approve new members of their chapter.").waitFor();
    await page.getByRole("heading", { name: "My Profile" }).waitFor();
    await page.waitForLoadState("networkidle");
    await expectNoSidewaysScroll(page, "waiting for approval");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, `membership-waiting-${size}`);

    // The advisor finds them on the Members page and approves.
    const advisorPage = (await pages.open({ viewport: advisorScreen.viewport, isMobile: advisorScreen.isMobile })).page;
    await signIn(advisorPage, advisor, "/members");
    await advisorPage.getByRole("heading", { name: "Members", level: 1 }).waitFor();
    const row = advisorPage.getByRole("listitem", { name: `Nella ${lastName}` });
    await row.waitFor();
    await advisorPage.waitForLoadState("networkidle");
    await expectNoSidewaysScroll(advisorPage, "members, advisor");
    expect(await seriousViolations(advisorPage)).toEqual([]);
    await screenshot(advisorPage, `membership-advisor-members-${advisorScreen.name}`);
    await row.getByRole("button", { name: `Approve Nella ${lastName}` }).click();
    await toast(advisorPage, "Member approved").waitFor();
    await row.waitFor({ state: "detached" });

    // Back to the newcomer: in.
    await page.reload();
    await page.getByRole("heading", { name: "Welcome, Nella!" }).waitFor();
    await screenshot(page, `membership-dashboard-after-approval-${size}`);
  });
});

describe("the staff's members console", () => {
  it("imports a roster after its preview, suspends a member (signed out at once) and shows both in the audit log", async () => {
    const waiting = await createMember({ firstName: "Jean", lastName: "Toomer", email: uniqueEmail("jean") }, "pending");
    const victim = await createMember({ firstName: "Dorian", lastName: "Gray", email: uniqueEmail("dorian") });
    const victimPage = await pages.signedIn(victim, "/");
    await victimPage.getByRole("heading", { name: "Welcome, Dorian!" }).waitFor();

    const staffPage = await pages.signedIn(staffMember(), "/members");
    await staffPage.getByRole("heading", { name: "Members", level: 1 }).waitFor();
    await staffPage.getByRole("listitem", { name: "Jean Toomer" }).waitFor();

    // The roster: previewed (nothing saved), then imported.
    await staffPage.getByRole("tab", { name: "Roster" }).click();
    await staffPage.getByLabel("Roster (CSV text)").fill(`email,chapter,role\n${waiting.email},Tulane University,advisor\n`);
    await staffPage.getByRole("button", { name: "Preview changes" }).click();
    const preview = staffPage.getByRole("region", { name: "Roster preview" });
    await preview.getByText("Approved now (1)").waitFor();
    await preview.getByText("Jean Toomer").waitFor();
    await expectNoSidewaysScroll(staffPage, "roster preview");
    expect(await seriousViolations(staffPage)).toEqual([]);
    await screenshot(staffPage, "membership-roster-preview-1280");
    await staffPage.getByRole("button", { name: "Import roster" }).click();
    await toast(staffPage, "Roster imported").waitFor();

    // Every account: the imported member is approved, as an advisor of Tulane.
    await staffPage.getByRole("tab", { name: "All members" }).click();
    await staffPage.getByLabel("Search members").fill(waiting.email);
    const jean = staffPage.getByRole("listitem", { name: "Jean Toomer" });
    await jean.getByText("Approved").waitFor();
    await jean.getByText(/Advisor · Tulane University/).waitFor();

    // Suspend, with the note the member is told.
    await staffPage.getByLabel("Search members").fill(victim.email);
    const dorian = staffPage.getByRole("listitem", { name: "Dorian Gray" });
    await dorian.getByRole("button", { name: "Suspend Dorian Gray" }).click();
    const dialog = staffPage.getByRole("dialog", { name: "Suspend member" });
    await dialog.getByRole("button", { name: "Suspend" }).click();
    await dialog.getByRole("alert").filter({ hasText: "A note for the member is required" }).waitFor();
    await dialog.getByLabel("Note for the member").fill("Shared the directory outside the societies.");
    await dialog.getByRole("button", { name: "Suspend" }).click();
    await toast(staffPage, "Member suspended").waitFor();
    await dorian.getByText("Suspended").waitFor();
    await screenshot(staffPage, "membership-all-members-1280");

    // Their open session ends at once; signing in again is refused with the server's words.
    await victimPage.reload();
    await victimPage.getByRole("button", { name: "Get Started" }).or(victimPage.getByRole("heading", { name: "Log In" })).first().waitFor();
    if (await victimPage.getByRole("button", { name: "Get Started" }).isVisible()) await victimPage.getByRole("button", { name: "Log In" }).first().click();
    await victimPage.getByLabel("Email").fill(victim.email);
    await victimPage.getByLabel("Password").fill(victim.password);
    await victimPage.getByRole("button", { name: "Log In" }).click();
    await victimPage.getByRole("alert").filter({ hasText: "Your membership is suspended" }).waitFor();
    await screenshot(victimPage, "membership-suspended-sign-in-1280");

    // The audit log has both, newest first.
    await staffPage.getByRole("tab", { name: "Audit log" }).click();
    await staffPage.getByText(/suspended a member: Dorian Gray/).first().waitFor();
    await staffPage.getByLabel("Action").selectOption("roster.imported");
    await staffPage.getByText(/imported the roster/).first().waitFor();
    expect(await seriousViolations(staffPage)).toEqual([]);
    await screenshot(staffPage, "membership-audit-1280");
  });

  it("fits a phone: the tabs, the filters and the rows", async () => {
    await createMember({ firstName: "Countee", lastName: "Cullen", email: uniqueEmail("countee") }, "pending");
    const page = await pages.signedIn(staffMember(), "/members", { viewport: PHONE.viewport, isMobile: true });
    await page.getByRole("listitem", { name: "Countee Cullen" }).first().waitFor();
    await page.waitForLoadState("networkidle");
    await expectNoSidewaysScroll(page, "members, staff, phone");
    await screenshot(page, "membership-staff-waiting-390");
    await page.getByRole("tab", { name: "All members" }).click();
    await page.getByRole("listitem").first().waitFor();
    await expectNoSidewaysScroll(page, "all members, phone");
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, "membership-staff-all-390");
  });
});
