/**
 * Phones, keyboards and screen readers across the member screens, at 1280 and 390 px: axe finds
 * nothing serious on any page or open dialog or popover; the bell and the phone menu take the
 * keyboard in and give it back; long names wrap; the filters keep the search in view; the page
 * keeps its shape while the member loads.
 */
import crypto from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, trackedPagesForFile } from "./support/browser";
import { seriousViolations } from "./support/axe";
import { api, DESKTOP, expectNoSidewaysScroll, PHONE, type Screen } from "./support/layout";
import { LONG_FIRST_NAME, LONG_LAST_NAME } from "./support/long-text";
import { chapters, createMember, signedInCaller, signIn, type Member } from "./support/members";

const pages = trackedPagesForFile();

async function pageAs(member: Member, screen: Screen, pathname = "/"): Promise<Page> {
  const { page } = await pages.open(screen);
  page.setDefaultTimeout(15_000);
  await signIn(page, member, pathname);
  return page;
}

/** A reader at one chapter, a long-named member at another who listed the same interest, and a roundtable on it. */
async function society() {
  const [first, second] = await chapters();
  const interest = `villanelles${crypto.randomBytes(2).toString("hex")}`;
  const reader = await createMember({ firstName: "Rhea", lastName: `Reader${interest.slice(-4).replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!)}`, chapterId: first!.id, interests: [interest] });
  const longNamed = await createMember({ firstName: LONG_FIRST_NAME, lastName: LONG_LAST_NAME, chapterId: second!.id, interests: [interest], shareEmail: true });
  await (await signedInCaller(longNamed))("POST", "/api/roundtables", { title: `Villanelles and ${interest}`, description: "Forms that repeat.", tags: [interest] });
  return { reader, longNamed, interest };
}

/** Headings go down one level at a time. */
async function headingLevels(page: Page): Promise<number[]> {
  return page.evaluate(() => [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")].filter((node) => (node as HTMLElement).checkVisibility() || node.classList.contains("sr-only")).map((node) => Number(node.tagName[1])));
}
const skipsALevel = (levels: number[]) => levels.some((level, index) => index > 0 && level - levels[index - 1]! > 1);

describe.each([DESKTOP, PHONE])("member screens at $name px", (screen) => {
  it("when a member visits every page, then axe finds nothing serious, headings skip no level, and nothing scrolls sideways", async () => {
    const { reader } = await society();
    const page = await pageAs(reader, screen, "/");
    for (const [pathname, heading] of [
      ["/", /Welcome/],
      ["/browse", "Browse Roundtables"],
      ["/my-roundtables", "My Roundtables"],
      ["/program", /Program/],
      ["/directory", "User Directory"],
      ["/profile", "My Profile"],
    ] as const) {
      await page.goto(pathname);
      await page.getByRole("heading", { level: 1, name: heading }).first().waitFor();
      await page.waitForLoadState("networkidle");
      expect(await seriousViolations(page), pathname).toEqual([]);
      expect(skipsALevel(await headingLevels(page)), `${pathname}: heading levels ${await headingLevels(page)}`).toBe(false);
      await expectNoSidewaysScroll(page, `${pathname} at ${screen.name}`);
    }
    await screenshot(page, `a11y-profile-${screen.name}`);
    // "Notifications by e-mail" keeps e-mail on one line.
    const lines = await page.getByText("e-mail", { exact: true }).first().evaluate((node) => node.getClientRects().length);
    expect(lines).toBe(1);
  }, 150_000);

  it("when the bell is opened from the keyboard, then the named popover takes focus and axe finds nothing in it", async () => {
    const { reader } = await society();
    const page = await pageAs(reader, screen, "/");
    const bell = page.getByRole("button", { name: /^Notifications/ });
    await bell.focus();
    await page.keyboard.press("Enter");
    const popover = page.getByRole("dialog", { name: "Notifications" });
    await popover.waitFor();
    expect(await popover.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    expect(await seriousViolations(page), "bell popover").toEqual([]);
    await screenshot(page, `a11y-bell-${screen.name}`, { fullPage: false });
    await page.keyboard.press("Escape");
    await expect.poll(() => bell.evaluate((node) => node === document.activeElement)).toBe(true);
  });

  it("when the dashboard and browse open, then the search is in view, the other filters fold, and the results start near the top", async () => {
    const { reader } = await society();
    const page = await pageAs(reader, screen, "/");
    await page.getByRole("heading", { name: "Suggested for You" }).waitFor();
    const search = page.getByRole("searchbox", { name: "Search" });
    expect(await search.isVisible()).toBe(true);
    expect(await page.getByLabel("Region").isVisible()).toBe(false);
    const suggestedTop = await page.getByRole("heading", { name: "Suggested for You" }).evaluate((node) => node.getBoundingClientRect().top);
    const searchTop = await search.evaluate((node) => node.getBoundingClientRect().top);
    expect(suggestedTop).toBeLessThan(searchTop);
    await page.getByRole("button", { name: "Filters" }).click();
    await page.getByLabel("Region").waitFor();
    expect(await seriousViolations(page), "dashboard, filters open").toEqual([]);
    await screenshot(page, `a11y-dashboard-${screen.name}`);

    await page.goto("/browse");
    await page.getByRole("heading", { name: "All Roundtables" }).waitFor();
    expect(await page.getByRole("searchbox", { name: "Search" }).isVisible()).toBe(true);
    const resultsTop = await page.getByRole("heading", { name: "All Roundtables" }).evaluate((node) => node.getBoundingClientRect().top);
    expect(resultsTop).toBeLessThan(screen.viewport.height * 0.6);
    await screenshot(page, `a11y-browse-${screen.name}`, { fullPage: false });
  });

  it("when the directory suggests a long-named member, then the name wraps in full with Connect in view, and my own card offers no Message", async () => {
    const { reader } = await society();
    const page = await pageAs(reader, screen, "/directory");
    const people = page.getByRole("region", { name: "People you might want to meet" });
    await people.waitFor();
    const name = `${LONG_FIRST_NAME} ${LONG_LAST_NAME}`;
    const card = people.getByRole("article", { name });
    const heading = card.getByRole("heading", { name });
    expect(await heading.getAttribute("title")).toBeNull();
    expect(await heading.evaluate((node) => node.scrollWidth <= node.clientWidth + 1)).toBe(true);
    await card.getByRole("button", { name: `Connect with ${name}` }).scrollIntoViewIfNeeded();
    const connect = await card.getByRole("button", { name: `Connect with ${name}` }).boundingBox();
    expect(connect!.x + connect!.width).toBeLessThanOrEqual(screen.viewport.width);
    await expectNoSidewaysScroll(page, `directory at ${screen.name}`);
    await screenshot(page, `a11y-directory-${screen.name}`);

    await page.getByRole("searchbox", { name: "Search" }).fill(reader.lastName);
    const mine = page.getByRole("article").filter({ hasText: "(you)" });
    await mine.waitFor();
    expect(await mine.getByRole("link", { name: /^Message/ }).count()).toBe(0);
    expect(await mine.getByRole("button", { name: /^Connect/ }).count()).toBe(0);
  });

  it("when Manage opens on my roundtable, then Delete is not its largest button and axe finds nothing in the dialog", async () => {
    const member = await createMember({ firstName: "Mona", lastName: "Manager" });
    const page = await pageAs(member, screen, "/");
    await api(page, "POST", "/api/roundtables", { title: "Sonnets at dusk", description: "Fourteen lines.", tags: ["sonnets"] });
    await page.goto("/my-roundtables");
    await page.getByRole("article", { name: "Sonnets at dusk" }).getByRole("button", { name: /Manage/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Delete" }).waitFor();
    const area = async (label: string) => {
      const box = await dialog.getByRole("button", { name: label }).boundingBox();
      return box!.width * box!.height;
    };
    expect(await area("Delete")).toBeLessThan(await area("Edit Details"));
    expect(await seriousViolations(page), "manage dialog").toEqual([]);
    await screenshot(page, `a11y-manage-${screen.name}`, { fullPage: false });
  });

  it("while the member loads, then the page shows the dashboard's skeleton, not a spinner", async () => {
    const member = await createMember();
    // The held read must pass the page's route, not the service worker's own fetch.
    const { page } = await pages.open({ ...screen, serviceWorkers: "block" });
    await signIn(page, member, "/");
    await page.route("**/api/auth/user", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto("/directory");
    await page.getByTestId("app-card-skeleton").first().waitFor();
    expect(await page.getByTestId("app-card-skeleton").count()).toBe(4);
    expect(await page.locator(".animate-spin").count()).toBe(0);
    await screenshot(page, `a11y-loading-${screen.name}`, { fullPage: false });
    await page.getByRole("heading", { name: "User Directory" }).waitFor();
  });
});

describe("keyboard and layout details", () => {
  it("when the phone menu is open, then Tab stays inside it and Escape returns focus to Menu", async () => {
    const member = await createMember();
    const page = await pageAs(member, PHONE, "/");
    const menuButton = page.getByRole("button", { name: "Menu" });
    await menuButton.click();
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await menu.waitFor();
    expect(await seriousViolations(page), "phone menu").toEqual([]);
    for (let press = 0; press < 14; press += 1) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(() => Boolean(document.activeElement?.closest("header")));
      expect(inside, `Tab ${press + 1} left the menu`).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect.poll(() => menuButton.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await menu.count()).toBe(0);
  });

  it("when the Create dialog opens at 1280 px, then Target Audience reads in full and the search box has no built-in clear button", async () => {
    const member = await createMember();
    const page = await pageAs(member, DESKTOP, "/");
    // The browser's clear button is hidden by a rule on the search box's cancel-button pseudo-element.
    await page.getByRole("searchbox", { name: "Search" }).waitFor();
    const hidden = await page.evaluate(() => {
      // Utilities sit inside @layer blocks: walk the rules at every depth.
      const hides = (rules: CSSRuleList): boolean =>
        [...rules].some((rule) =>
          rule instanceof CSSStyleRule
            ? rule.selectorText.includes("::-webkit-search-cancel-button") && rule.style.appearance === "none"
            : "cssRules" in rule && hides((rule as CSSGroupingRule).cssRules),
        );
      return [...document.styleSheets].some((sheet) => hides(sheet.cssRules));
    });
    expect(hidden).toBe(true);
    await page.getByRole("button", { name: "New Roundtable" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Create New Roundtable" });
    const audience = dialog.getByLabel("Target Audience");
    const fits = await audience.evaluate((node) => {
      const select = node as HTMLSelectElement;
      const style = getComputedStyle(select);
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const widest = Math.max(...[...select.options].map((option) => context.measureText(option.text).width));
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { widest, room };
    });
    expect(fits.widest).toBeLessThanOrEqual(fits.room);
    expect(await seriousViolations(page), "create dialog").toEqual([]);
    await screenshot(page, "a11y-create-1280", { fullPage: false });
  });
});
