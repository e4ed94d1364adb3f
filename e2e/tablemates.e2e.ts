/**
 * People at the table, at 1280 and 390 px (docs/product.md, "People at the table"): a member reads
 * who is seated on a roundtable's page before joining (the organizer marked, chapters, roles, an
 * e-mail only where it is shared), joins and finds themself in the list; a member who then waits
 * reads the line as a count with their own place; the Details dialog lists the same people; a
 * card's chapter dot names its chapter. Axe on each screen; screenshots kept.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, trackedPagesForFile } from "./support/browser";
import { seriousViolations } from "./support/axe";
import { api, DESKTOP, expectDialogFits, expectNoSidewaysScroll, PHONE, type Screen } from "./support/layout";
import { chapters, createMember, signedInCaller, uniqueEmail, type Member } from "./support/members";

const pages = trackedPagesForFile();

describe.each([DESKTOP, PHONE])("tablemates at $name px", (screen: Screen) => {
  const at = (member: Member, pathname: string) => pages.signedIn(member, pathname, { viewport: screen.viewport, isMobile: screen.isMobile });
  const shoot = (page: Page, name: string, fullPage = true) => screenshot(page, `tablemates-${name}-${screen.name}`, { fullPage });

  it("lists who is seated before and after joining, the line as a count, and in the Details dialog", async () => {
    const stamp = `${screen.name}-${Date.now()}`;
    const [first, second] = await chapters();
    const organizer = await createMember({ firstName: "Tess", lastName: "Table", email: uniqueEmail(`tess-${stamp}`), chapterId: first!.id, shareEmail: false });
    const sharer = await createMember({
      firstName: "Sol",
      lastName: "Sharer",
      email: uniqueEmail(`sol-${stamp}`),
      userType: "advisor",
      chapterId: second!.id,
      shareEmail: true,
    });
    const keeper = await createMember({ firstName: "Kit", lastName: "Keeper", email: uniqueEmail(`kit-${stamp}`), chapterId: second!.id, shareEmail: false });
    const reader = await createMember({ firstName: "Rue", lastName: "Reader", email: uniqueEmail(`rue-${stamp}`), chapterId: first!.id });
    const latecomer = await createMember({ firstName: "Lee", lastName: "Late", email: uniqueEmail(`lee-${stamp}`), chapterId: first!.id });
    const title = `Letters Across the Table ${stamp}`;

    const organizerPage = await at(organizer, "/");
    const { id } = await api<{ id: number }>(organizerPage, "POST", "/api/roundtables", {
      title,
      description: "We each bring one letter by a writer we love and read it aloud.",
      maxParticipants: 4,
      tags: ["letters"],
    });
    await (await signedInCaller(sharer))("POST", `/api/roundtables/${id}/join`);
    await (await signedInCaller(keeper))("POST", `/api/roundtables/${id}/join`);

    // Before joining: the three seated, the organizer marked, e-mail only where shared.
    const page = await at(reader, `/roundtables/${id}`);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    const list = page.getByRole("list", { name: "At the table (3)" });
    await list.waitFor();
    const rows = list.getByRole("listitem");
    expect(await rows.count()).toBe(3);
    await rows.filter({ hasText: "Tess Table" }).getByText("Organizer", { exact: true }).waitFor();
    await rows.filter({ hasText: "Sol Sharer" }).getByText("Advisor", { exact: true }).waitFor();
    await rows.filter({ hasText: "Sol Sharer" }).getByText(second!.name).waitFor();
    await rows.filter({ hasText: "Sol Sharer" }).getByRole("link", { name: sharer.email }).waitFor();
    expect(await rows.filter({ hasText: "Kit Keeper" }).getByRole("link").count()).toBe(0);
    const text = (await page.locator("body").textContent())!.toLowerCase();
    expect(text).not.toContain(keeper.email.toLowerCase());
    expect(text).not.toContain(organizer.email.toLowerCase());
    await page.waitForLoadState("networkidle");
    await expectNoSidewaysScroll(page, "tablemates before joining");
    expect(await seriousViolations(page), "tablemates before joining").toEqual([]);
    await shoot(page, "before-joining");

    // After joining: the reader is at the table too, and the count says so.
    await page.getByRole("button", { name: "Join Roundtable" }).click();
    const joined = page.getByRole("list", { name: "At the table (4)" });
    await joined.getByText("(you)").waitFor();
    expect(await joined.getByRole("listitem").count()).toBe(4);
    expect(await seriousViolations(page), "tablemates after joining").toEqual([]);
    await shoot(page, "after-joining");

    // The table is full now: the latecomer waits, and reads the line as a count with their place.
    await (await signedInCaller(latecomer))("POST", `/api/roundtables/${id}/join`);
    const latePage = await at(latecomer, `/roundtables/${id}`);
    await latePage.getByRole("list", { name: "At the table (4)" }).waitFor();
    await latePage.getByText("1 waiting for a seat").waitFor();
    await latePage.getByText("· You're #1 in line").waitFor();
    expect(await latePage.getByRole("list", { name: "At the table (4)" }).getByText("Lee Late").count()).toBe(0);
    await latePage.waitForLoadState("networkidle");
    await expectNoSidewaysScroll(latePage, "tablemates while waiting");
    expect(await seriousViolations(latePage), "tablemates while waiting").toEqual([]);
    await shoot(latePage, "waiting");
    // The reader's open page hears of the line without a reload.
    await page.getByText("1 waiting for a seat").waitFor({ timeout: 10_000 });

    // The Details dialog from the dashboard lists the same people under its own heading.
    await page.goto(`/?query=${encodeURIComponent(title)}`);
    const card = page.getByRole("article", { name: title });
    // The card's chapter dots name their chapters on keyboard focus: Tab from the title reaches them.
    const dots = card.getByRole("img", { name: /^Chapters: / });
    await card.getByRole("link", { name: title }).focus();
    await page.keyboard.press("Tab");
    expect(await dots.evaluate((element) => element === document.activeElement)).toBe(true);
    await card.getByTestId("chapter-tooltip").waitFor();
    expect(await card.getByTestId("chapter-tooltip").textContent()).toContain(second!.name);
    await shoot(page, "chapter-tooltip", false);
    await card.getByRole("button", { name: "View Details" }).click();
    const details = page.getByRole("dialog", { name: title });
    await details.getByRole("heading", { level: 3, name: "At the table (4)" }).waitFor();
    await details.getByRole("list", { name: "At the table (4)" }).getByText("(you)").waitFor();
    await expectDialogFits(page, details, "details with tablemates");
    expect(await seriousViolations(page), "details with tablemates").toEqual([]);
    await shoot(page, "details", false);
  }, 180_000);
});
