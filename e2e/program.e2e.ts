/**
 * The convention program, end to end: a proposal with a preferred session, a second member
 * joins, staff place it, both see when and where, the organizer downloads its .ics, staff move
 * it and both hear about it on the bell. Screenshots of Program and Review at 1280 and 390 px.
 */
import fs from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { ProgramSession, Roundtable } from "@shared/types";
import { readIcs } from "../server/testing/ics-reader";
import { screenshot, toast, trackedPagesForFile } from "./support/browser";
import { seriousViolations } from "./support/axe";
import { programTime } from "./support/convention";
import { createMember, createMemberAt, signIn, staffMember, uniqueEmail, type Member } from "./support/members";
import { fillRoundtableForm, openCreateDialog } from "./support/roundtable-form";

const pages = trackedPagesForFile();

async function pageFor(member: Pick<Member, "email" | "password">, pathname = "/"): Promise<Page> {
  const tracked = await pages.open();
  // Fail at the step that is wrong, well inside the journey's time.
  tracked.page.setDefaultTimeout(15_000);
  await signIn(tracked.page, member, pathname);
  return tracked.page;
}

const card = (page: Page, title: string) => page.getByRole("article", { name: title });

async function roundtableNamed(page: Page, title: string): Promise<Roundtable> {
  const response = await page.request.get(`/api/roundtables?query=${encodeURIComponent(title)}`);
  const [found] = (await response.json()) as Roundtable[];
  if (!found) throw new Error(`No roundtable titled ${title}`);
  return found;
}

/** The value of a session's option: its id, from the shipped default sessions. */
async function sessionId(page: Page, name: string): Promise<string> {
  const sessions = (await (await page.request.get("/api/program/sessions")).json()) as ProgramSession[];
  const found = sessions.find((session) => session.name === name);
  if (!found) throw new Error(`No session named ${name}`);
  return String(found.id);
}

/** The one event of an .ics, read as a calendar app would (server/testing/ics-reader.ts). */
function readEvent(text: string) {
  const { events } = readIcs(text);
  expect(events).toHaveLength(1);
  return events[0]!;
}

/** Intl's thin and narrow spaces, as plain spaces. */
const plain = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

async function expectNotAtPhoneWidthSideways(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
}

async function bellMentions(page: Page, title: string) {
  await page.reload();
  const bell = page.getByRole("button", { name: /^Notifications, \d+ unread$/ });
  await bell.waitFor();
  await bell.click();
  const item = page.getByRole("dialog").getByRole("listitem").filter({ hasText: title }).first();
  await item.waitFor();
  return plain(await item.textContent());
}

describe("the convention program", () => {
  it("is proposed with a preferred session, joined, placed by staff, seen on cards and the Program page, added to a calendar and moved", async () => {
    const organizer = await createMemberAt("Tulane University", { firstName: "Zora", lastName: "Hurston", email: uniqueEmail("zora") });
    const joiner = await createMemberAt("Rice University", { firstName: "Ralph", lastName: "Ellison", email: uniqueEmail("ralph") });
    const title = `Their Eyes on the Program ${Date.now()}`;
    // The shipped Monday and Tuesday mornings, at this run's convention (moved by whole weeks).
    const monday = programTime("2026-03-30 09:00");
    const mondayEnd = programTime("2026-03-30 10:15");
    const tuesday = programTime("2026-03-31 09:00");

    // The organizer proposes a roundtable and prefers Monday morning.
    const organizerPage = await pageFor(organizer, "/");
    const create = await openCreateDialog(organizerPage);
    await fillRoundtableForm(create, {
      title,
      description: "Hurston's novel and the folklore she gathered: we read a chapter each and bring a story.",
      tags: "American literature, folklore",
    });
    const preferred = create.getByLabel("Preferred session");
    await expect.poll(() => preferred.isEnabled()).toBe(true);
    await preferred.selectOption(await sessionId(organizerPage, "Monday Morning Roundtables"));
    await create.getByRole("button", { name: "Create Roundtable" }).click();
    await toast(organizerPage, "Roundtable created successfully!").waitFor();
    await card(organizerPage, title).getByText("Proposal").waitFor();
    const proposed = await roundtableNamed(organizerPage, title);
    expect(proposed.programStatus).toBe("proposed");
    expect(proposed.preferredSession?.name).toBe("Monday Morning Roundtables");

    // A second member joins it from Browse.
    const joinerPage = await pageFor(joiner, "/browse");
    await joinerPage.getByLabel("Search").fill(title);
    await card(joinerPage, title).getByRole("button", { name: "Join Roundtable" }).click();
    await toast(joinerPage, "Successfully joined the roundtable!").waitFor();

    // Staff find it among the proposals, with its preference, and place it in the first free room.
    const staffPage = await pageFor(staffMember(), "/review");
    await staffPage.getByRole("link", { name: "Review" }).waitFor();
    const proposal = staffPage.getByRole("region", { name: "Proposals" }).getByRole("listitem", { name: title });
    await proposal.waitFor();
    expect(plain(await proposal.textContent())).toContain(`Preferred session: ${monday.shortDay} · Monday Morning Roundtables (9:00 – 10:15 AM ${monday.zone})`);
    expect(plain(await proposal.textContent())).toContain("2 joined");
    await screenshot(staffPage, "review-1280");
    await proposal.getByRole("button", { name: "Place" }).click();
    const place = staffPage.getByRole("dialog", { name: "Place on the program" });
    expect(await place.getByLabel("Room").inputValue()).toBe("");
    await place.getByRole("button", { name: "Place" }).click();
    await toast(staffPage, "Placed on the program").waitFor();
    const placed = await roundtableNamed(staffPage, title);
    expect(placed).toMatchObject({ programStatus: "placed", session: { name: "Monday Morning Roundtables" } });
    const room = placed.room!.name;
    await staffPage.getByRole("listitem", { name: `${room}: ${title}` }).waitFor();
    expect(await seriousViolations(staffPage), "/review").toEqual([]);

    // Both members see day, time and room on the card and on the Program page. Each opens its list
    // on a search for the title: journeys running beside this one keep adding roundtables, which
    // can push its card off the first page.
    const dashboardForTitle = `/?query=${encodeURIComponent(title)}`;
    for (const page of [organizerPage, joinerPage]) {
      await page.goto(page === organizerPage ? dashboardForTitle : "/browse");
      if (page === joinerPage) await page.getByLabel("Search").fill(title);
      const facts = card(page, title).getByTestId("program-facts");
      await facts.getByText("On the program").waitFor();
      expect(plain(await facts.textContent())).toContain(`${monday.day} · 9:00 – 10:15 AM ${monday.zone}`);
      expect(plain(await facts.textContent())).toContain(room);

      if (page === organizerPage) await screenshot(page, "program-card-1280");
      // Exact: the card's title is a link too, and this one has "Program" in it.
      await page.getByRole("link", { name: "Program", exact: true }).click();
      const row = page.getByRole("listitem", { name: title });
      await row.waitFor();
      // The row's title opens the roundtable's own page.
      expect(await row.getByRole("link", { name: title }).getAttribute("href")).toMatch(/^\/roundtables\/\d+$/);
      expect(plain(await row.textContent())).toContain(room);
      await row.getByText(page === organizerPage ? "You organize this" : "Your seat").waitFor();
      const session = page.getByRole("region", { name: "Monday Morning Roundtables" });
      expect(plain(await session.textContent())).toContain(`9:00 – 10:15 AM ${monday.zone}`);
    }
    await screenshot(joinerPage, "program-1280");
    expect(await seriousViolations(joinerPage), "/program").toEqual([]);

    // The organizer downloads the .ics from Roundtable Details (the dashboard again on the search).
    await organizerPage.goto(dashboardForTitle);
    await card(organizerPage, title).getByRole("button", { name: "View Details" }).click();
    const details = organizerPage.getByRole("dialog", { name: title });
    const [download] = await Promise.all([organizerPage.waitForEvent("download"), details.getByRole("link", { name: "Add to calendar" }).click()]);
    const ics = await fs.readFile((await download.path())!, "utf8");
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const event = readEvent(ics);
    expect(event).toMatchObject({ summary: title, location: expect.stringContaining(room), startZone: "America/Chicago", startLocal: "9:00" });
    // 9:00 to 10:15 in New Orleans: 14:00 to 15:15 UTC under CDT, 15:00 to 16:15 under CST.
    expect(event.start.toISOString()).toBe(monday.instant.toISOString());
    expect(event.end.toISOString()).toBe(mondayEnd.instant.toISOString());
    expect(event.uid).not.toBe("");
    await organizerPage.keyboard.press("Escape");

    // Staff move it to Tuesday morning; both members hear about it on the bell.
    await staffPage.getByRole("listitem", { name: `${room}: ${title}` }).getByRole("button", { name: "Move" }).click();
    const move = staffPage.getByRole("dialog", { name: "Move roundtable" });
    await move.getByLabel("Session").selectOption(await sessionId(staffPage, "Tuesday Morning Roundtables"));
    await move.getByRole("button", { name: "Move" }).click();
    await toast(staffPage, "Roundtable moved").waitFor();
    const moved = await roundtableNamed(staffPage, title);
    expect(moved.session?.name).toBe("Tuesday Morning Roundtables");

    for (const page of [organizerPage, joinerPage]) {
      expect(await bellMentions(page, title)).toMatch(/Tuesday|moved/i);
      await page.keyboard.press("Escape");
    }
    await organizerPage.goto(dashboardForTitle);
    const facts = card(organizerPage, title).getByTestId("program-facts");
    await facts.getByText("On the program").waitFor();
    expect(plain(await facts.textContent())).toContain(`${tuesday.day} · 9:00 – 10:15 AM ${tuesday.zone}`);

    // The organizer's personal feed, copied from the Profile page, follows the move without a session.
    await organizerPage.goto("/profile");
    const feedUrl = await organizerPage.getByLabel("Your feed URL").inputValue();
    await screenshot(organizerPage, "profile-calendar-feed-1280");
    const feed = await fetch(feedUrl);
    expect(feed.status).toBe(200);
    const fed = readEvent(await feed.text());
    expect(fed).toMatchObject({ summary: title, startLocal: "9:00" });
    expect(fed.start.toISOString()).toBe(tuesday.instant.toISOString());

    // Program and Review read well on a phone too.
    await joinerPage.setViewportSize({ width: 390, height: 844 });
    await joinerPage.goto("/program");
    await joinerPage.getByRole("listitem", { name: title }).waitFor();
    await expectNotAtPhoneWidthSideways(joinerPage);
    await screenshot(joinerPage, "program-390");
    await staffPage.setViewportSize({ width: 390, height: 844 });
    await staffPage.goto("/review");
    await staffPage.getByRole("listitem", { name: new RegExp(`: ${title}$`) }).waitFor();
    await expectNotAtPhoneWidthSideways(staffPage);
    await screenshot(staffPage, "review-390");
  }, 180_000);

  it("hides the Review page from members: no link, the 404 page, and 403 from the staff API", async () => {
    const member = await createMember({ email: uniqueEmail("curious") });
    const page = await pageFor(member, "/review");
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    expect(await page.getByRole("link", { name: "Review" }).count()).toBe(0);
    expect((await page.request.get("/api/staff/proposals")).status()).toBe(403);
  });
});
