/**
 * Members keep their place: filters in the address survive Back and a reload with the scroll
 * position, a refused field says why beside it, focus follows Join and Leave and the choice of a
 * form, and the words say what happened. At 1280 and 390 px, axe clean.
 */
import crypto from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe";
import { screenshot, trackedPagesForFile } from "./support/browser";
import { DESKTOP, expectNoSidewaysScroll, PHONE } from "./support/layout";
import { chapterNamed, createMember, signedInCaller, staffMember, type Member } from "./support/members";

const pages = trackedPagesForFile();

/** The focused control: its tag and its text, or its label for a field ("BUTTON Leave", "INPUT Email"). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return "(body)";
    const labelled = active.id ? document.querySelector(`label[for="${active.id}"]`)?.textContent : undefined;
    return `${active.tagName} ${(labelled ?? active.textContent ?? "").trim()}`;
  });

/** The search box and the folded filters: on a phone the region sits behind the Filters button. */
async function openFilters(page: Page) {
  const toggle = page.getByRole("search").getByRole("button", { name: /^Filters/ });
  if ((await toggle.count()) > 0 && (await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
}

async function organizerWithTables(word: string, count: number): Promise<{ organizer: Member; titles: string[] }> {
  const baylor = await chapterNamed("Baylor University");
  const organizer = await createMember({ firstName: "Flannery", lastName: `Keeper${word}`, chapterId: baylor.id, userType: "advisor" });
  const asOrganizer = await signedInCaller(organizer);
  const titles: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const title = `Keeps ${word} table ${String(index).padStart(2, "0")}`;
    await asOrganizer("POST", "/api/roundtables", { title, description: "Where were we?", maxParticipants: 5, tags: [`gothic${word}`] });
    titles.push(title);
  }
  return { organizer, titles };
}

describe.each([DESKTOP, PHONE])("members keep their place at $name px", (size) => {
  const options = { viewport: size.viewport, isMobile: size.isMobile };

  it("keeps Browse's filters in the address through a roundtable and Back, with the scroll position, a reload and a shared link", async () => {
    const word = crypto.randomBytes(3).toString("hex");
    const { titles } = await organizerWithTables(word, 12);
    const viewer = await createMember({ firstName: "Walker", lastName: "Percy" });
    const page = await pages.signedIn(viewer, "/browse", options);

    await page.getByRole("search").getByLabel("Search").fill(`Keeps ${word}`);
    await openFilters(page);
    await page.getByRole("search").getByLabel("Region").selectOption("Southwestern");
    await page.waitForURL((url) => url.searchParams.get("query") === `Keeps ${word}` && url.searchParams.get("region") === "Southwestern");
    await page.getByText("12 results").waitFor();
    expect(await page.getByRole("search").getByLabel("Chapter").getAttribute("aria-describedby")).toBeTruthy();
    await page.getByText("Roundtables with a member of this chapter seated.").first().waitFor();
    await screenshot(page, `keeps-place-browse-filtered-${size.name}`);

    // Down the list to a card near the end, into its page, and Back.
    const last = page.getByRole("link", { name: titles[0]! });
    await last.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(200);
    await last.click();
    await page.getByRole("heading", { level: 1, name: titles[0]! }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/browse" && url.searchParams.get("region") === "Southwestern");
    await expect.poll(() => page.getByRole("search").getByLabel("Search").inputValue()).toBe(`Keeps ${word}`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 40);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 40);

    // A reload and a shared link bring the same list; the tag as cards show it (#…) finds them too.
    await page.reload();
    await page.getByText("12 results").waitFor();
    const shared = await pages.signedIn(viewer, `/browse?tag=%23gothic${word}`, options);
    await shared.getByText("12 results").waitFor();
    await openFilters(shared);
    expect(await shared.getByRole("search").getByLabel("Tag").inputValue()).toBe(`#gothic${word}`);
    await expectNoSidewaysScroll(shared, "browse with a tag from the address");
    expect(await seriousViolations(shared)).toEqual([]);
  }, 120_000);

  it("says a refused tag's reason beside Tags, keeps focus on Join's and Leave's replacements, and names the chapter in the header", async () => {
    const rice = await chapterNamed("Rice University");
    const member = await createMember({ firstName: "Zora", lastName: "Hurston", chapterId: rice.id });
    const page = await pages.signedIn(member, "/", options);
    await page.getByRole("button", { name: "New Roundtable" }).click();
    const dialog = page.getByRole("dialog", { name: "Create New Roundtable" });
    await dialog.getByLabel("Title").fill(`Long tags ${crypto.randomBytes(3).toString("hex")}`);
    await dialog.getByLabel("Description").fill("One tag is far too long.");
    await dialog.getByLabel("Tags").fill("t".repeat(61));
    await dialog.getByRole("button", { name: "Create Roundtable" }).click();
    const tags = dialog.getByLabel("Tags");
    await expect.poll(() => tags.evaluate((field) => field === document.activeElement)).toBe(true);
    const describedBy = (await tags.getAttribute("aria-describedby")) ?? "";
    const reason = await page.evaluate((ids) => ids.split(" ").map((id) => document.getElementById(id)?.textContent ?? "").join(" "), describedBy);
    expect(reason).toMatch(/60 characters/);
    expect(await page.getByText("Failed to create roundtable. Please try again.").count()).toBe(0);
    await screenshot(page, `keeps-place-refused-tag-${size.name}`, { fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Cancel" }).click();

    // The header's badge names the chapter (the phone shows it in the Menu; beside seven pages a
    // desktop shows it in the avatar's menu).
    await page.getByRole("button", { name: size === PHONE ? "Menu" : /^Your account: / }).click();
    await page.getByText("Student · Rice University").filter({ visible: true }).first().waitFor();
    await page.getByRole("button", { name: "Log out" }).filter({ visible: true }).first().waitFor();
    if (size !== PHONE) await page.keyboard.press("Escape");

    // Join and Leave from the keyboard on a roundtable's page: the focus stays at the actions.
    const word = crypto.randomBytes(3).toString("hex");
    const { titles } = await organizerWithTables(word, 1);
    const asMember = await signedInCaller(member);
    const [table] = await asMember<Array<{ id: number }>>("GET", `/api/roundtables?query=${encodeURIComponent(titles[0]!)}`);
    await page.goto(`/roundtables/${table!.id}`);
    await page.getByRole("button", { name: "Join Roundtable" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Leave" }).waitFor();
    await expect.poll(() => focused(page)).toBe("BUTTON Leave");
    await screenshot(page, `keeps-place-joined-focus-${size.name}`, { fullPage: false });
    await page.keyboard.press("Enter");
    await page.getByRole("button", { name: "Join Roundtable" }).waitFor();
    await expect.poll(() => focused(page)).toBe("BUTTON Join Roundtable");
    expect(await seriousViolations(page)).toEqual([]);
  }, 120_000);

  it("gives registration its own address and moves the focus into the form that was chosen", async () => {
    const { page } = await pages.open(options);
    await page.goto("/");
    await page.getByRole("button", { name: "Get Started" }).click();
    await page.waitForURL((url) => url.pathname === "/register");
    await page.getByRole("heading", { name: "Join English Convention Platform" }).waitFor();
    await expect.poll(() => focused(page)).toBe("INPUT First Name");
    await screenshot(page, `keeps-place-register-${size.name}`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.goBack();
    await page.getByRole("button", { name: "Get Started" }).waitFor();
    await page.getByRole("button", { name: "Log In" }).first().click();
    await expect.poll(() => focused(page)).toBe("INPUT Email");
    await page.goto("/register");
    await page.getByRole("heading", { name: "Join English Convention Platform" }).waitFor();
  });

  it("lets staff find a proposal by its organizer's name, with the search kept in Review's address", async () => {
    const word = crypto.randomBytes(3).toString("hex");
    const { titles } = await organizerWithTables(word, 1);
    const page = await pages.signedIn(staffMember(), `/review?query=Keeper${word}`, options);
    await page.getByText(titles[0]!).first().waitFor();
    expect(await page.getByLabel("Search proposals").inputValue()).toBe(`Keeper${word}`);
    await screenshot(page, `keeps-place-review-by-organizer-${size.name}`);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
