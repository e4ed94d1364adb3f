import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, toast, trackedPagesForFile } from "./support/browser";
import { chapterNamed, createMember, uniqueEmail, type Member } from "./support/members";

const pages = trackedPagesForFile();

const pageFor = (member: Member, pathname = "/") => pages.signedIn(member, pathname);

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe("matching", () => {
  it("a member with interests sees a High Match suggestion with its reason on the dashboard, joins it there, and meets its organizer on the Directory", async () => {
    const emory = await chapterNamed("Emory University");
    const purdue = await chapterNamed("Purdue University");
    const organizer = await createMember({
      firstName: "Mary",
      lastName: "Flannery",
      email: uniqueEmail("mary"),
      shareEmail: true,
      chapterId: emory.id,
      userType: "advisor",
      interests: ["Southern Gothic", "peacocks"],
    });
    const reader = await createMember({
      firstName: "Walker",
      lastName: "Percy",
      email: uniqueEmail("walker"),
      chapterId: purdue.id,
      interests: ["Flannery O'Connor", "Southern Gothic"],
    });
    const title = `A Good Man Is Hard to Find ${Date.now()}`;
    const created = await (await pageFor(organizer, "/")).request.post("/api/roundtables", {
      data: { title, description: "Grace, violence and the Misfit.", tags: ["Flannery O'Connor", "Southern Gothic"], maxParticipants: 4 },
    });
    expect(created.status()).toBe(201);

    const page = await pageFor(reader, "/");
    const suggested = page.getByRole("region", { name: "Suggested for You" });
    const card = suggested.getByRole("article", { name: title });
    await card.getByText("High Match").waitFor();
    await suggested.getByText("You listed Flannery O'Connor as an interest").waitFor();
    await screenshot(page, "matching-dashboard");
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, "matching-dashboard-390");
    await page.setViewportSize({ width: 1280, height: 800 });

    await card.getByRole("button", { name: "Join Roundtable" }).click();
    await toast(page, "Successfully joined the roundtable!").waitFor();
    // Joined, it is no longer a suggestion; the full list shows it joined, with its reasons in the details.
    await expect.poll(() => suggested.getByRole("article", { name: title }).count()).toBe(0);
    const listed = page.getByRole("region", { name: "All Roundtables" }).getByRole("article", { name: title });
    await listed.getByText("Joined", { exact: true }).waitFor();
    await listed.getByRole("button", { name: "View Details" }).click();
    const details = page.getByRole("dialog", { name: title });
    await details.getByRole("heading", { name: "Why this matches you" }).waitFor();
    await details.getByText("You listed Flannery O'Connor as an interest").waitFor();
    await screenshot(page, "matching-details");
    await page.keyboard.press("Escape");

    // The organizer, from another chapter with a shared interest, is someone to meet.
    await page.goto("/directory");
    const people = page.getByRole("region", { name: "People you might want to meet" });
    const person = people.getByRole("article", { name: "Mary Flannery" });
    await person.getByRole("link", { name: "Message Mary Flannery" }).waitFor();
    await person.getByRole("button", { name: "Connect with Mary Flannery" }).waitFor();
    await people.getByText("Southern Gothic", { exact: true }).first().waitFor();
    await screenshot(page, "matching-directory");
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await noSidewaysScroll(page)).toBe(true);
    await screenshot(page, "matching-directory-390");
  });

  it("Browse sorts by best match on request", async () => {
    const member = await createMember({ email: uniqueEmail("sorter"), interests: ["Flannery O'Connor"] });
    const page = await pageFor(member, "/browse");
    await page.getByRole("heading", { name: "All Roundtables" }).waitFor();
    await page.getByRole("button", { name: /^Filters/ }).click();
    await page.getByRole("search").getByLabel("Sort").selectOption("match");
    const first = page.getByRole("article").first();
    await first.getByText(/High Match|Medium Match/).waitFor();
    expect(await first.getByRole("heading").textContent()).toMatch(/A Good Man Is Hard to Find/);
  });
});
