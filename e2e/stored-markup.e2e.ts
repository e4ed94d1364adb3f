/**
 * Stored HTML and script in every field the app displays (names, interests, expertise, titles,
 * descriptions, tags, and the notifications made from them) render as text: nothing runs, no
 * element is created, and the markup reads literally on the page.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, screenshot, trackedPagesForFile } from "./support/browser";
import { createMember, signIn } from "./support/members";

const IMG = `<img src=x onerror="window.__xss=1">`;
const SCRIPT = `<script>window.__xss=2</script>`;
const SVG = `<svg onload="window.__xss=3"></svg>`;

const pages = trackedPagesForFile();

async function expectInert(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"], svg[onload], main script').count()).toBe(0);
}

describe("stored markup", () => {
  it("when every displayed field holds HTML and script, then every page shows it as text and runs nothing", async () => {
    const attacker = await createMember({
      firstName: IMG,
      lastName: SCRIPT,
      interests: [SVG, IMG],
      expertiseAreas: [SCRIPT, "Markup"],
    });
    const viewer = await createMember({ firstName: "Careful", lastName: "Reader" });

    // The viewer's table first, then the attacker's two requests back to back: a request context
    // left idle past the server's keep-alive timeout (a slow sign-in in between) can send on a
    // socket the server is closing, and the request fails with ECONNRESET.
    const page = await pages.signedIn(viewer, "/");
    const own = await page.request.post("/api/roundtables", {
      data: { title: "A plain table", description: "Plain text only", tags: ["plain"], targetAudience: "both", maxParticipants: 5 },
      headers: { Origin: baseUrl() },
    });
    expect(own.status()).toBe(201);

    const attackerPage = await pages.open();
    await signIn(attackerPage.page, attacker, "/");
    const created = await attackerPage.page.request.post("/api/roundtables", {
      data: { title: IMG, description: `${SCRIPT} ${SVG}`, tags: [IMG, SVG], targetAudience: "both", maxParticipants: 5 },
      headers: { Origin: baseUrl() },
    });
    expect(created.status()).toBe(201);
    const joined = await attackerPage.page.request.post(`/api/roundtables/${(await own.json()).id}/join`, { headers: { Origin: baseUrl() } });
    expect(joined.status()).toBe(200);

    await page.goto("/browse");
    await page.getByText(IMG).first().waitFor();
    await expect(page.getByText(`${SCRIPT} ${SVG}`).first().isVisible()).resolves.toBe(true);
    await expectInert(page);
    await screenshot(page, "stored-markup-browse");

    await page.goto("/directory");
    await page.getByText(SCRIPT).first().waitFor();
    await expect(page.getByText(SVG).first().isVisible()).resolves.toBe(true);
    await expectInert(page);

    await page.goto("/my-roundtables");
    await page.getByRole("heading", { name: "My Roundtables" }).first().waitFor();
    await expectInert(page);

    await page.goto("/");
    await page.getByRole("button", { name: /Notifications, \d+ unread/ }).click();
    await page.getByText(`${IMG} ${SCRIPT} joined "A plain table".`).waitFor();
    await expectInert(page);
    await screenshot(page, "stored-markup-notifications");

    await attackerPage.page.goto("/profile");
    await attackerPage.page.getByRole("heading", { name: /Profile/ }).first().waitFor();
    await expectInert(attackerPage.page);
  });
});
