/**
 * The screens hold up for every member, at 1280 and 390 px: what may not be joined is not
 * offered, loading never shows false numbers, dialogs keep focus and Escape, titles, the waitlist
 * tab, the chapter picker's keys, counts in the singular, deep links after sign-in, the phone
 * menu and filters, and notifications that open their roundtable.
 */
import crypto from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, screenshot, toast, trackedPagesForFile } from "./support/browser";
import { api, DESKTOP, expectNoSidewaysScroll, PHONE, type Screen } from "./support/layout";
import { createMember, signedInCaller, signIn, uniqueEmail, type ApiCaller, type Member } from "./support/members";

const pages = trackedPagesForFile();

async function blankPage(screen: Screen): Promise<Page> {
  // Its journeys hold the member's reads with page.route, which the service worker's fetches would pass by.
  const tracked = await pages.open({ viewport: screen.viewport, isMobile: screen.isMobile, serviceWorkers: "block" });
  return tracked.page;
}

function pageFor(screen: Screen, member: Member, pathname = "/"): Promise<Page> {
  return pages.signedIn(member, pathname, { viewport: screen.viewport, isMobile: screen.isMobile });
}

/** Does `work` as `member` through the API, signed in from a client of its own (no page to load). */
async function as<T>(member: Member, work: (call: ApiCaller) => Promise<T>): Promise<T> {
  return work(await signedInCaller(member));
}

const unique = () => crypto.randomBytes(3).toString("hex");
const card = (page: Page, title: string) => page.getByRole("article", { name: title }).first();

function createRoundtable(call: ApiCaller, overrides: Record<string, unknown> = {}) {
  return call<{ id: number; title: string }>("POST", "/api/roundtables", {
    title: `Table ${unique()}`,
    description: "A small conversation.",
    targetAudience: "both",
    maxParticipants: 5,
    tags: ["reading"],
    ...overrides,
  });
}

/** Types into a filter field; on a phone the filters open from their Filters button first. */
async function filter(page: Page, label: string, value: string) {
  const field = page.getByRole("search").getByLabel(label);
  const fold = page.getByRole("button", { name: /^Filters/ });
  await field.or(fold).first().waitFor();
  if (!(await field.isVisible())) await fold.click();
  await field.fill(value);
}

describe.each([DESKTOP, PHONE])("at $name px", (screen) => {
  it("offers no Join on a roundtable whose audience leaves the member out, on the dashboard and Browse", async () => {
    const advisor = await createMember({ firstName: "Grace", lastName: "King", email: uniqueEmail("grace"), userType: "advisor" });
    const student = await createMember({ firstName: "Kate", lastName: "Chopin", email: uniqueEmail("kate"), userType: "student" });
    const { title } = await as(advisor, (call) => createRoundtable(call, { title: `Advisors lounge ${unique()}`, targetAudience: "advisors" }));

    const page = await pageFor(screen, student, "/");
    await filter(page, "Search", title);
    await card(page, title).getByText("For advisors only").waitFor();
    expect(await card(page, title).getByRole("button", { name: /Join/ }).count()).toBe(0);

    await page.goto("/browse");
    await filter(page, "Search", title);
    await card(page, title).getByText("For advisors only").waitFor();
    expect(await card(page, title).getByRole("button", { name: /Join/ }).count()).toBe(0);
    // One match reads in the singular.
    await page.getByText("1 result", { exact: true }).waitFor();
  });

  it("shows skeletons, not false zeros or empty states, while the member's roundtables load", async () => {
    const member = await createMember({ firstName: "Slow", lastName: "Reader", email: uniqueEmail("slow") });
    const page = await blankPage(screen);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/user/participations", async (route) => {
      await held;
      await route.continue();
    });
    await signIn(page, member, "/");
    await page.getByTestId("participation-skeleton").waitFor();
    await page.getByTestId("connections-skeleton").waitFor();
    expect(await page.getByText(/as organizer/).count()).toBe(0);
    expect(await page.getByText("Join a roundtable to connect with other chapters.").count()).toBe(0);
    release();
    await page.getByText("0 as organizer · 0 as participant").waitFor();

    let releaseAgain: () => void = () => {};
    const heldAgain = new Promise<void>((resolve) => (releaseAgain = resolve));
    await page.unroute("**/api/user/participations");
    await page.route("**/api/user/participations", async (route) => {
      await heldAgain;
      await route.continue();
    });
    await page.goto("/my-roundtables");
    await page.getByRole("tab", { name: "Organized", exact: true }).waitFor();
    expect(await page.getByRole("tab", { name: /\(0\)/ }).count()).toBe(0);
    expect(await page.getByText("No organized roundtables").count()).toBe(0);
    releaseAgain();
    await page.getByRole("tab", { name: "Organized (0)" }).waitFor();
  });

  it("gives focus back to the opener, closes a dialog with one Escape while a toast shows, and keeps the toast off the dialog's buttons", async () => {
    const organizer = await createMember({ firstName: "Focus", lastName: "Keeper", email: uniqueEmail("focus") });
    const guest = await createMember({ firstName: "Guest", lastName: "Reader", email: uniqueEmail("guest") });
    const roundtable = await as(organizer, (call) => createRoundtable(call, { title: `Focus ${unique()}` }));
    await as(guest, (call) => call("POST", `/api/roundtables/${roundtable.id}/join`));

    const page = await pageFor(screen, organizer, "/");
    const opener = page.getByRole("button", { name: "New Roundtable" }).first();
    await opener.click();
    await page.getByRole("dialog", { name: "Create New Roundtable" }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    // Radix gives focus back in a task after the dialog unmounts, so the check waits for it.
    await expect.poll(() => opener.evaluate((element) => element === document.activeElement)).toBe(true);

    await filter(page, "Search", roundtable.title);
    const manageButton = card(page, roundtable.title).getByRole("button", { name: "Manage" });
    await manageButton.click();
    const manage = page.getByRole("dialog", { name: "Manage Roundtable" });
    await manage.getByRole("button", { name: "Remove Guest Reader" }).click();
    const shown = toast(page, "Participant removed successfully.");
    await shown.waitFor();
    // The pointer on the toast holds its 5 s timer (Radix pauses toasts under the pointer), so that
    // on a slow machine it is still there for the checks below; Escape still goes to the dialog.
    await shown.hover();
    // The toast never covers the dialog's actions.
    const toastBox = (await shown.boundingBox())!;
    for (const button of await manage.getByRole("button").all()) {
      const box = await button.boundingBox();
      if (!box) continue;
      const overlaps = box.x < toastBox.x + toastBox.width && box.x + box.width > toastBox.x && box.y < toastBox.y + toastBox.height && box.y + box.height > toastBox.y;
      expect(overlaps, `the toast covers "${await button.textContent()}"`).toBe(false);
    }
    await screenshot(page, `ux-toast-over-dialog-${screen.name}`);
    await page.keyboard.press("Escape");
    await manage.waitFor({ state: "detached" });
    expect(await shown.isVisible()).toBe(true);
    await expect.poll(() => manageButton.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it("separates Joined and Waitlisted in My Roundtables, and lets the organizer edit and delete from there", async () => {
    const organizer = await createMember({ firstName: "Full", lastName: "House", email: uniqueEmail("full") });
    const waiter = await createMember({ firstName: "Patient", lastName: "Reader", email: uniqueEmail("patient") });
    const roundtable = await as(organizer, (call) => createRoundtable(call, { title: `Only one seat ${unique()}`, maxParticipants: 1 }));
    await as(waiter, (call) => call("POST", `/api/roundtables/${roundtable.id}/join`));

    const page = await pageFor(screen, waiter, "/my-roundtables");
    await page.getByRole("tab", { name: "Joined (0)" }).waitFor();
    await page.getByRole("tab", { name: "Waitlisted (1)" }).click();
    await card(page, roundtable.title).getByRole("button", { name: "Leave Waitlist" }).waitFor();
    await expectNoSidewaysScroll(page, "my roundtables tabs");

    const organizerPage = await pageFor(screen, organizer, "/my-roundtables");
    await card(organizerPage, roundtable.title).getByRole("button", { name: "Manage" }).click();
    const manage = organizerPage.getByRole("dialog", { name: roundtable.title });
    await manage.waitFor();
    // No field takes focus on open: a phone keyboard would cover the dialog.
    expect(await organizerPage.evaluate(() => document.activeElement?.tagName)).not.toBe("INPUT");
    await manage.getByRole("button", { name: "Edit Details" }).click();
    const edit = organizerPage.getByRole("dialog", { name: "Edit Roundtable" });
    await edit.getByLabel("Title").fill(`${roundtable.title} renamed`);
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await toast(organizerPage, "Roundtable updated successfully!").waitFor();
    // Saving returns to Manage, titled with the new name.
    await organizerPage.getByRole("dialog", { name: `${roundtable.title} renamed` }).getByRole("button", { name: "Delete" }).click();
    const remove = organizerPage.getByRole("dialog", { name: "Delete Roundtable" });
    await remove.getByRole("button", { name: "Delete" }).click();
    await remove.getByRole("button", { name: "Yes, delete it" }).click();
    await toast(organizerPage, "Roundtable deleted successfully.").waitFor();
    await organizerPage.getByText("No organized roundtables").waitFor();
  });

  it("names every route in the document title, the 404 too", async () => {
    const member = await createMember({ firstName: "Title", lastName: "Page", email: uniqueEmail("title") });
    const page = await pageFor(screen, member, "/");
    for (const [pathname, title] of [
      ["/", "Dashboard · English Convention"],
      ["/browse", "Browse Roundtables · English Convention"],
      ["/my-roundtables", "My Roundtables · English Convention"],
      ["/program", "Program · English Convention"],
      ["/directory", "User Directory · English Convention"],
      ["/profile", "Profile · English Convention"],
      ["/no-such-page", "404 Page Not Found · English Convention"],
    ] as const) {
      await page.goto(pathname);
      await page.waitForFunction((expected) => document.title === expected, title);
    }
  });

  it("selects the first school with the first ArrowDown in the register chapter picker", async () => {
    const page = await blankPage(screen);
    await page.goto("/");
    await page.getByRole("button", { name: "Get Started" }).click();
    const picker = page.getByLabel("Chapter", { exact: true });
    await picker.click();
    const first = (await page.getByRole("listbox", { name: "Schools" }).getByRole("option").first().textContent())!.trim();
    await picker.press("ArrowDown");
    await picker.press("Enter");
    expect(await picker.inputValue()).toBe(first);
  });

  it("brings a signed-out deep link back to the asked page after sign-in, and never to another site", async () => {
    const member = await createMember({ firstName: "Deep", lastName: "Link", email: uniqueEmail("deep") });
    const page = await blankPage(screen);
    await page.goto("/directory");
    await page.waitForURL((url) => url.pathname === "/" && url.searchParams.get("next") === "/directory");
    await page.getByLabel("Email").fill(member.email);
    await page.getByLabel("Password").fill(member.password);
    await page.getByRole("button", { name: "Log In" }).click();
    await page.waitForURL((url) => url.pathname === "/directory");
    await page.getByRole("heading", { name: "User Directory" }).waitFor();

    for (const hostile of ["https://evil.example/", "//evil.example/"]) {
      const other = await blankPage(screen);
      await other.goto(`/?next=${encodeURIComponent(hostile)}`);
      // Not a path of this site: no return path, so the ordinary landing page.
      await other.getByRole("button", { name: "Get Started" }).waitFor();
      await other.getByRole("button", { name: "Log In" }).first().click();
      await other.getByLabel("Email").fill(member.email);
      await other.getByLabel("Password").fill(member.password);
      await other.getByRole("button", { name: "Log In" }).click();
      await other.getByRole("heading", { name: "Welcome, Deep!" }).waitFor();
      expect(new URL(other.url()).origin).toBe(new URL(baseUrl()).origin);
      expect(new URL(other.url()).pathname).toBe("/");
    }
  });

  it("reaches every page from the navigation and folds the Browse filters but the search behind Filters", async () => {
    const member = await createMember({ firstName: "Nav", lastName: "Igator", email: uniqueEmail("nav") });
    const page = await pageFor(screen, member, "/");
    await page.getByRole("heading", { name: "Welcome, Nav!" }).waitFor();
    for (const [label, pathname] of [
      ["Browse", "/browse"],
      ["My Roundtables", "/my-roundtables"],
      ["Program", "/program"],
      ["Directory", "/directory"],
      ["Profile", "/profile"],
      ["Dashboard", "/"],
    ] as const) {
      if (screen === PHONE) await page.getByRole("button", { name: "Menu" }).click();
      const link = page.getByRole("navigation", { name: screen === PHONE ? "Main menu" : "Main" }).getByRole("link", { name: label, exact: true });
      const box = (await link.boundingBox())!;
      expect(box.x + box.width, `${label} fits`).toBeLessThanOrEqual(screen.viewport.width);
      await link.click();
      await page.waitForURL((url) => url.pathname === pathname);
      await expectNoSidewaysScroll(page, pathname);
    }
    if (screen === PHONE) await screenshot(page, "ux-phone-menu-closed-390");

    await page.goto("/browse");
    await page.getByRole("heading", { name: /All Roundtables|Search Results/ }).waitFor();
    const filters = page.getByRole("button", { name: /^Filters/ });
    // The search stays in view at every width; the other filters fold behind Filters.
    expect(await page.getByRole("search").getByLabel("Search").isVisible()).toBe(true);
    expect(await filters.isVisible()).toBe(true);
    expect(await page.getByRole("search").getByLabel("Tag").isVisible()).toBe(false);
    if (screen === PHONE) {
      // The results start on the first screen.
      const heading = (await page.getByRole("heading", { name: "All Roundtables" }).boundingBox())!;
      expect(heading.y).toBeLessThan(screen.viewport.height / 2);
      await filters.click();
      await page.getByRole("search").getByLabel("Tag").fill("gothic");
      await page.getByRole("button", { name: /^Filters.*1 active/ }).waitFor();
      await page.getByRole("search").getByLabel("Region").selectOption("Southern");
      await page.getByRole("button", { name: /^Filters.*2 active/ }).waitFor();
      await screenshot(page, "ux-phone-filters-open-390");
    }
  });

  it("opens a notification's roundtable and marks the notification read", async () => {
    const organizer = await createMember({ firstName: "Bell", lastName: "Ringer", email: uniqueEmail("bell") });
    const joiner = await createMember({ firstName: "New", lastName: "Comer", email: uniqueEmail("comer") });
    const roundtable = await as(organizer, (call) => createRoundtable(call, { title: `Ring the bell ${unique()}` }));
    await as(joiner, (call) => call("POST", `/api/roundtables/${roundtable.id}/join`));

    const page = await pageFor(screen, organizer, "/browse");
    await page.getByRole("button", { name: "Notifications, 1 unread" }).click();
    await page.getByRole("button", { name: new RegExp(`New Comer.*${roundtable.title}`) }).click();
    // It opens the roundtable's own page.
    await page.waitForURL(`**/roundtables/${roundtable.id}`);
    await page.getByRole("heading", { level: 1, name: roundtable.title }).waitFor();
    await page.getByRole("main").getByText("2/5").waitFor();
    await expectNoSidewaysScroll(page, "the page from a notification");
    type Feed = { unreadCount: number; items: Array<{ roundtableId: number | null; readAt: string | null }> };
    await expect.poll(async () => (await api<Feed>(page, "GET", "/api/notifications")).unreadCount).toBe(0);
    const feed = await api<Feed>(page, "GET", "/api/notifications");
    expect(feed.items.find((item) => item.roundtableId === roundtable.id)?.readAt).not.toBeNull();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Notifications", exact: true }).waitFor();
  });
});
