/**
 * Every convention, year after year: a member joins a roundtable at this year's convention; staff
 * make next year's convention from it (its sessions previewed, then copied), move a session and
 * make it current; the member then sees the countdown, proposes a roundtable for the new one, and
 * finds this year's roundtable on its archive page and in their own history. Axe on each new page;
 * screenshots at 1280 and 390 px.
 *
 * Making a convention current changes what every page of the server sees, so this file runs on a
 * server of its own: the journeys beside it keep their convention.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Convention } from "@shared/types";
import { screenshot, toast, trackedPagesForFile } from "./support/browser";
import { seriousViolations } from "./support/axe";
import { api, DESKTOP, expectNoSidewaysScroll, PHONE } from "./support/layout";
import { createMemberAt, signedInCaller, staffMember, uniqueEmail, type Member } from "./support/members";
import { fillRoundtableForm, openCreateDialog } from "./support/roundtable-form";
import { ownServerForFile } from "./support/server";

ownServerForFile();
const pages = trackedPagesForFile();

/** Whole days from today (in the convention's zone, on the browser's clock) to its first day. */
async function daysToGo(page: Page, convention: Convention): Promise<number> {
  return page.evaluate(({ startDate, timeZone }) => {
    const today = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone }).format(new Date());
    return Math.round((Date.parse(`${startDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  }, convention);
}

async function expectAccessible(page: Page, where: string) {
  expect(await seriousViolations(page), `${where}: axe`).toEqual([]);
}

describe("every convention, year after year", () => {
  it("staff prepare the next convention from the last and make it current; members count down to it, propose for it, and read the last one", async () => {
    // This year's convention (ahead, on this server): Zora joins a roundtable Alice proposed.
    const member = await createMemberAt("Tulane University", { firstName: "Zora", lastName: "Hurston", email: uniqueEmail("zora") });
    const organizer = await createMemberAt("Rice University", { firstName: "Alice", lastName: "Dunbar-Nelson", email: uniqueEmail("alice") });
    const pastTitle = `Bayou Stories ${Date.now()}`;
    const asOrganizer = await signedInCaller(organizer);
    const proposed = await asOrganizer<{ id: number }>("POST", "/api/roundtables", {
      title: pastTitle,
      description: "Stories of the bayou country, old and new, read aloud and talked over.",
      tags: ["folklore"],
    });
    expect(await (await signedInCaller(member))("POST", `/api/roundtables/${proposed.id}/join`)).toEqual({ joined: true, waitlisted: false });

    // Staff: the Convention page, beside Review and Members.
    const staff = await pages.signedIn(staffMember(), "/review", DESKTOP);
    staff.setDefaultTimeout(15_000);
    await staff.getByRole("navigation").getByRole("link", { name: "Convention", exact: true }).first().click();
    await staff.getByRole("heading", { level: 1, name: "Convention", exact: true }).waitFor();
    const [last] = await api<Convention[]>(staff, "GET", "/api/conventions");
    expect(last?.isCurrent).toBe(true);
    await prepareAndVisit(staff, last!, { member, pastTitle });
  }, 240_000);
});

/** Staff make the next convention current; the member counts down to it, proposes, and finds their roundtable at the last one. */
async function prepareAndVisit(staff: Page, last: Convention, { member, pastTitle }: { member: Member; pastTitle: string }) {
  const lastYear = Number(last.startDate.slice(0, 4));
  const nextName = last.name.replace(String(lastYear), String(lastYear + 1));

  // The next convention, guessed from the last, with its sessions previewed before saving.
  await staff.getByRole("button", { name: "Create Next Convention" }).click();
  const form = staff.getByRole("form", { name: "New convention" });
  await expect.poll(() => form.getByLabel("Name").inputValue()).toBe(nextName);
  const preview = staff.getByRole("region", { name: /Sessions and rooms copied from/ });
  await preview.getByText("Monday Morning Roundtables").waitFor();
  await expectAccessible(staff, "the new convention's preview");
  await screenshot(staff, "conventions-preview-1280");
  expect((await api<Convention[]>(staff, "GET", "/api/conventions")).length, "nothing saved before Create").toBe(1);
  await form.getByRole("button", { name: "Create Convention" }).click();
  await toast(staff, "Convention created").waitFor();
  await staff.getByRole("heading", { level: 2, name: nextName }).waitFor();

  // Move a session half an hour later; the list shows its new time.
  await staff.getByRole("button", { name: "Edit Monday Morning Roundtables" }).click();
  const sessionDialog = staff.getByRole("dialog", { name: "Edit Monday Morning Roundtables" });
  await sessionDialog.getByLabel("Starts").fill("09:30");
  await sessionDialog.getByLabel("Ends").fill("10:45");
  await sessionDialog.getByRole("button", { name: "Save Session" }).click();
  await toast(staff, "Session saved").waitFor();
  const moved = staff.getByRole("listitem").filter({ hasText: "Monday Morning Roundtables" });
  await moved.getByText(/9:30 AM – 10:45 AM/).waitFor();

  // Make it current, after a confirm.
  await staff.getByRole("button", { name: "Make Current" }).click();
  const confirm = staff.getByRole("dialog", { name: `Make the ${nextName} current?` });
  await expectAccessible(staff, "the make-current dialog");
  await confirm.getByRole("button", { name: "Make Current" }).click();
  await toast(staff, "Current convention changed").waitFor();
  const current = await api<Convention>(staff, "GET", "/api/conventions/current");
  expect(current.name).toBe(nextName);
  await staff.getByRole("button", { name: "Make Current" }).waitFor({ state: "detached" });
  await expectAccessible(staff, "the Convention page");
  await screenshot(staff, "conventions-staff-1280");
  await staff.setViewportSize(PHONE.viewport);
  await expectNoSidewaysScroll(staff, "the Convention page at 390 px");
  await screenshot(staff, "conventions-staff-390");

  // The member: the countdown, a proposal for the new convention, the last one's page, their history.
  const title = `Folklore for ${lastYear + 1} ${Date.now()}`;
  for (const screen of [DESKTOP, PHONE]) {
    const page = await pages.signedIn(member, "/", screen);
    page.setDefaultTimeout(15_000);
    const days = await daysToGo(page, current);
    await page.getByText(`The ${nextName} begins in ${days} days.`).waitFor();
    await expectAccessible(page, `the dashboard at ${screen.name}`);

    if (screen === DESKTOP) {
      const create = await openCreateDialog(page);
      await fillRoundtableForm(create, { title, description: "Each of us brings one story gathered at home, and we read them aloud.", tags: "folklore" });
      await create.getByRole("button", { name: "Create Roundtable" }).click();
      await toast(page, "Roundtable created successfully!").waitFor();
      await page.getByRole("article", { name: title }).waitFor();
    }
    await screenshot(page, `conventions-dashboard-${screen.name}`, { fullPage: false });

    await page.goto("/conventions");
    await page.getByRole("heading", { level: 1, name: "Past Conventions" }).waitFor();
    await page.getByRole("link", { name: new RegExp(last.name) }).click();
    await page.getByRole("heading", { level: 1, name: last.name }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Roundtables" }).waitFor();
    await expect.poll(() => page.getByText("Loading...").count()).toBe(0);
    await page.getByRole("article", { name: pastTitle }).waitFor();
    await expectAccessible(page, `the past convention's page at ${screen.name}`);
    await expectNoSidewaysScroll(page, `the past convention's page at ${screen.name}`);
    await screenshot(page, `conventions-archive-${screen.name}`);

    await page.goto("/my-roundtables");
    await page.getByRole("tab", { name: "Past Conventions" }).click();
    const history = page.getByRole("tabpanel");
    // The roundtable they joined at the last convention, under its name, with their part in it.
    await history.getByRole("heading", { name: last.name }).waitFor();
    const joined = history.getByRole("listitem").filter({ has: page.getByRole("link", { name: pastTitle }) });
    await joined.getByText("Organized by Alice Dunbar-Nelson · 2 at the table").waitFor();
    await joined.getByText("Joined", { exact: true }).waitFor();
    await expectAccessible(page, `the Past conventions tab at ${screen.name}`);
    await expectNoSidewaysScroll(page, `the Past conventions tab at ${screen.name}`);
    await screenshot(page, `conventions-history-${screen.name}`);
  }
}
