/**
 * My Convention at 390 px (docs/product.md, "The convention pass"): a member with a seat and a
 * roundtable of their own opens /agenda once online; the service worker takes the page and keeps
 * its reads; with the network off, /agenda and /program open again from it with "Offline ·
 * updated {time}", a change says it needs a connection, and back online the label goes by itself.
 * The install offer shows on the agenda: headless Chromium never fires beforeinstallprompt (it
 * wants a real installable-app engagement), so the journey dispatches the browser's event itself.
 * Axe on every screen; screenshots at 390 and 1280 px. How long the offline agenda took to open
 * is printed, not asserted.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { ProgramSession } from "@shared/types";
import { screenshot, trackedPagesForFile } from "./support/browser";
import { seriousViolations } from "./support/axe";
import { api, DESKTOP, expectNoSidewaysScroll, PHONE } from "./support/layout";
import { createMember, signedInCaller, signIn, staffMember, uniqueEmail } from "./support/members";

const pages = trackedPagesForFile();
const phone = { viewport: PHONE.viewport, isMobile: PHONE.isMobile };

/** Resolves once the service worker controls the page and holds `paths` in its API cache. */
async function waitForOfflineCopies(page: Page, paths: string[]) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const kept = await page.evaluate(async () => {
      if (!navigator.serviceWorker?.controller) return [];
      return (await (await caches.open("ec-api-v1")).keys()).map((request) => new URL(request.url).pathname);
    });
    if (paths.every((path) => kept.includes(path))) return;
    if (Date.now() > deadline) throw new Error(`The service worker kept ${kept.join(", ")}; expected ${paths.join(", ")}`);
    await page.waitForTimeout(250);
  }
}

describe("My Convention at 390 px", () => {
  it("lists the member's roundtables, offers to install, and opens with the agenda and the program offline after one visit", async () => {
    const stamp = `agenda-${Date.now()}`;
    const member = await createMember({ firstName: "Ada", lastName: "Agenda", email: uniqueEmail(`ada-${stamp}`) });
    const host = await createMember({ firstName: "Hugo", lastName: "Host", email: uniqueEmail(`hugo-${stamp}`) });
    const asMember = await signedInCaller(member);
    const asHost = await signedInCaller(host);
    const staff = await signedInCaller(staffMember());
    const seatTitle = `Reading the river ${stamp}`;
    const ownTitle = `Letters home ${stamp}`;
    const seat = await asHost<{ id: number }>("POST", "/api/roundtables", { title: seatTitle, description: "Twain aloud, a chapter each.", maxParticipants: 5, tags: ["twain"] });
    const own = await asMember<{ id: number }>("POST", "/api/roundtables", { title: ownTitle, description: "Letters writers sent home.", maxParticipants: 5, tags: ["letters"] });
    await asMember("POST", `/api/roundtables/${seat.id}/join`);
    const sessions = await staff<ProgramSession[]>("GET", "/api/program/sessions");
    await staff("PUT", `/api/staff/roundtables/${seat.id}/placement`, { sessionId: sessions[0]!.id });
    await staff("PUT", `/api/staff/roundtables/${own.id}/placement`, { sessionId: sessions.at(-1)!.id });

    const { page, context, errors } = await pages.open(phone);
    await signIn(page, member, "/agenda");
    await page.getByRole("heading", { level: 1, name: "My Convention" }).waitFor();
    const seatCard = page.getByRole("article").filter({ has: page.getByRole("link", { name: seatTitle }) });
    await seatCard.waitFor();
    expect(await seatCard.textContent()).toContain(sessions[0]!.name);
    expect(await seatCard.textContent()).toContain("Organized by Hugo Host");
    expect(await page.getByRole("article").filter({ has: page.getByRole("link", { name: ownTitle }) }).textContent()).toContain("You organize this roundtable");
    // Its own link in the phone menu, marked as the page open.
    await page.getByRole("button", { name: "Menu" }).click();
    expect(await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "My Convention" }).getAttribute("aria-current")).toBe("page");
    await page.keyboard.press("Escape");

    // The browser's install offer, as Chromium fires it for an installable app.
    await page.evaluate(() => {
      const offer = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
        prompt: async () => {},
        userChoice: Promise.resolve({ outcome: "dismissed" as const }),
      });
      window.dispatchEvent(offer);
    });
    await page.getByRole("heading", { name: "Keep your convention on your phone" }).waitFor();
    expect(await seriousViolations(page), "agenda with the install offer").toEqual([]);
    await expectNoSidewaysScroll(page, "agenda");
    await screenshot(page, "agenda-390");
    await page.getByRole("button", { name: "Not now" }).click();
    await page.getByRole("heading", { name: "Keep your convention on your phone" }).waitFor({ state: "detached" });

    // The manifest and the worker are served as an installable app needs them.
    const manifest = await api<{ start_url: string; display: string; icons: Array<{ sizes: string; purpose?: string }> }>(page, "GET", "/manifest.webmanifest");
    expect(manifest).toMatchObject({ start_url: "/agenda", display: "standalone" });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    expect((await page.request.get("/sw.js")).headers()["cache-control"]).toBe("no-cache");

    // One visit online was enough: the worker took the page and read the agenda, the program and the member's roundtables again.
    await waitForOfflineCopies(page, ["/api/user/agenda", "/api/program/sessions", "/api/roundtables", `/api/roundtables/${seat.id}`]);

    await context.setOffline(true);
    const started = Date.now();
    await page.reload();
    await page.getByRole("status").filter({ hasText: /^Offline · updated \d{1,2}:\d{2} [AP]M$/ }).waitFor();
    await seatCard.waitFor();
    console.log(`The agenda opened offline in ${Date.now() - started} ms`);
    expect(await seriousViolations(page), "agenda offline").toEqual([]);
    await screenshot(page, "agenda-offline-390");

    await page.goto("/program");
    await page.getByRole("heading", { level: 1, name: "Program" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/program");
    await page.getByRole("status").filter({ hasText: /^Offline · updated / }).waitFor();
    await page.getByText(seatTitle).first().waitFor();
    expect(await seriousViolations(page), "program offline").toEqual([]);
    expect(await page.locator("h1").first().textContent()).toBe("Program");
    await screenshot(page, "program-offline-390");

    // A roundtable the member sits at opens too, and a change says it needs the network.
    await page.goto(`/roundtables/${seat.id}`);
    await page.getByRole("heading", { level: 1, name: seatTitle }).waitFor();
    await page.getByRole("status").filter({ hasText: /^Offline · updated / }).waitFor();
    await page.getByRole("button", { name: /^Leave/ }).first().click();
    const confirm = page.getByRole("dialog");
    if (await confirm.isVisible().catch(() => false)) await confirm.getByRole("button", { name: /Leave/ }).last().click();
    await page.getByText("You're offline. This needs a connection: try again when you're back online.").first().waitFor();

    // Back online, the page reads its roundtable again by itself, without a reload. (Headless
    // Chromium may give the service worker its network back later than the page: whether that
    // first read came fresh is printed.)
    const refreshed = page.waitForRequest((request) => new URL(request.url()).pathname === `/api/roundtables/${seat.id}`);
    await context.setOffline(false);
    const reread = await refreshed;
    const fromCache = (await reread.response())?.headers()["x-from-offline-cache"] === "1";
    console.log(`Back online, the roundtable was read again ${fromCache ? "(the worker still answered from its cache)" : "fresh from the server"}`);
    // A read that still came from the cache is read once more a few seconds later: the label goes.
    await page.getByRole("status").filter({ hasText: /^Offline/ }).waitFor({ state: "detached", timeout: 20_000 });
    // What failed while offline was the network's doing, not the app's.
    errors.splice(0, errors.length, ...errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR|FetchEvent/i.test(error)));

    // The same agenda on a desktop screen.
    const desktop = await pages.open({ viewport: DESKTOP.viewport, isMobile: false });
    await signIn(desktop.page, member, "/agenda");
    await desktop.page.getByRole("link", { name: seatTitle }).waitFor();
    expect(await seriousViolations(desktop.page), "agenda at 1280").toEqual([]);
    await screenshot(desktop.page, "agenda-1280");
  });
});
