/**
 * The Review page at the scale of the society: staff filter by status, search, page through more
 * proposals than one page holds, mark one not selected and undo it, place one, and the sessions
 * grid stays in view while the list scrolls. Axe-clean at 1280 and 390 px, dialogs included.
 */
import crypto from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, toast, trackedPagesForFile } from "./support/browser";
import { seriousViolations } from "./support/axe";
import { api, DESKTOP, expectNoSidewaysScroll, PHONE } from "./support/layout";
import { createMember, signIn, staffMember } from "./support/members";

const pages = trackedPagesForFile();

const PROPOSALS = 55;

/** A row of the proposals list (the sessions grid names its rooms' roundtables too). */
const proposal = (page: Page, title: string) => page.getByRole("region", { name: "Proposals" }).getByRole("listitem", { name: title, exact: true });

/** 55 proposals sharing one unusual word, from one organizer, through the API. */
async function seedProposals(word: string) {
  const organizer = await createMember({ firstName: "Prolific", lastName: "Proposer" });
  const { page } = await pages.open();
  await signIn(page, organizer, "/");
  for (let index = 1; index <= PROPOSALS; index += 1) {
    await api(page, "POST", "/api/roundtables", {
      title: `${word} roundtable ${String(index).padStart(2, "0")}`,
      description: `A ${word} conversation among many.`,
      tags: [word],
    });
  }
}

describe("Review at scale", () => {
  it("when staff search, page, decline and undo, place, and scroll, then every step shows and the grid stays in view", async () => {
    const word = `zyx${crypto.randomBytes(3).toString("hex")}`;
    await seedProposals(word);
    const { page } = await pages.open(DESKTOP);
    page.setDefaultTimeout(15_000);
    await signIn(page, staffMember(), "/review");
    await page.getByRole("heading", { name: "Program Review" }).waitFor();

    await page.getByRole("searchbox", { name: "Search proposals" }).fill(word);
    await page.getByText(`${PROPOSALS} by demand`).waitFor();
    await page.getByText(`1–50 of ${PROPOSALS}`).waitFor();
    expect(await page.getByRole("region", { name: "Proposals" }).getByRole("listitem").count()).toBe(50);
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText(`51–${PROPOSALS} of ${PROPOSALS}`).waitFor();
    await expect.poll(() => page.getByRole("region", { name: "Proposals" }).getByRole("listitem").count()).toBe(PROPOSALS - 50);
    expect(await seriousViolations(page), "review, page 2").toEqual([]);

    // Decline one, then find it under Not selected and undo.
    const declined = `${word} roundtable 53`;
    await proposal(page, declined).getByRole("button", { name: "Not selected" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox").fill("Too close to another proposal");
    expect(await seriousViolations(page), "not selected dialog").toEqual([]);
    await dialog.getByRole("button", { name: /not selected/i }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("group", { name: "Status" }).getByRole("button", { name: "Not selected" }).click();
    const row = proposal(page, declined);
    await row.getByText("Note to the organizer: Too close to another proposal").waitFor();
    await screenshot(page, "review-not-selected-1280", { fullPage: false });
    await row.getByRole("button", { name: "Undo not selected" }).click();
    await toast(page, "Back among the proposals").waitFor();
    await page.getByText("No proposals found").waitFor();

    // Place one from the proposals; it shows under Placed.
    await page.getByRole("group", { name: "Status" }).getByRole("button", { name: "Proposed" }).click();
    const placed = `${word} roundtable 01`;
    await proposal(page, placed).getByRole("button", { name: "Place" }).click();
    const placeDialog = page.getByRole("dialog", { name: "Place on the program" });
    const session = placeDialog.getByLabel("Session");
    const firstOpen = await session.locator("option:not([disabled]):not([value=''])").first().getAttribute("value");
    await session.selectOption(firstOpen!);
    expect(await seriousViolations(page), "place dialog").toEqual([]);
    await placeDialog.getByRole("button", { name: "Place" }).click();
    await placeDialog.waitFor({ state: "hidden" });
    await page.getByRole("group", { name: "Status" }).getByRole("button", { name: "Placed" }).click();
    await proposal(page, placed).getByRole("button", { name: "Move" }).waitFor();

    // A long list scrolls; the sessions column stays on the screen beside it.
    await page.getByRole("group", { name: "Status" }).getByRole("button", { name: "Proposed" }).click();
    await page.getByText(`1–50 of ${PROPOSALS - 1}`).waitFor();
    await page.mouse.wheel(0, 3000);
    await expect
      .poll(() => page.getByTestId("sessions-column").evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBeLessThan(120);
    const top = await page.getByTestId("sessions-column").evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await screenshot(page, "review-scrolled-1280", { fullPage: false });
    expect(await seriousViolations(page), "review, scrolled").toEqual([]);
  }, 150_000);

  it("when staff review on a phone, then the toggles, search and pager fit and nothing scrolls sideways", async () => {
    const { page } = await pages.open(PHONE);
    page.setDefaultTimeout(15_000);
    await signIn(page, staffMember(), "/review");
    await page.getByRole("heading", { name: "Program Review" }).waitFor();
    await page.getByRole("searchbox", { name: "Search proposals" }).waitFor();
    await page.waitForLoadState("networkidle");
    await expectNoSidewaysScroll(page, "review at 390");
    expect(await seriousViolations(page), "review at 390").toEqual([]);
    await screenshot(page, "review-390", { fullPage: false });
  });
});
