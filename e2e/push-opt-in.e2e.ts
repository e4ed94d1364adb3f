/**
 * "Notifications on this device" on the Profile page at 1280 and 390 px: the labelled switch shows
 * with what it does, off until the member turns it on, axe clean and without sideways scroll.
 * Subscribing needs a real push service (the server tests use their own: server/push/push.test.ts).
 */
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./support/axe";
import { screenshot, trackedPagesForFile } from "./support/browser";
import { DESKTOP, expectNoSidewaysScroll, PHONE } from "./support/layout";
import { createMember } from "./support/members";

const pages = trackedPagesForFile();

describe.each([DESKTOP, PHONE])("push opt-in at $name px", (screen) => {
  it("the Profile page offers notifications on this device, off, explained and accessible", async () => {
    const member = await createMember({ firstName: "Pia", lastName: "Pusher" });
    const page = await pages.signedIn(member, "/profile", { viewport: screen.viewport, isMobile: screen.isMobile, permissions: ["notifications"] });
    const toggle = page.getByRole("switch", { name: "Notifications on this device" });
    await toggle.waitFor();
    await page.waitForFunction(() => document.querySelector("[role=switch][aria-busy=true]") === null);
    expect(await toggle.getAttribute("aria-checked")).toBe("false");
    expect(await toggle.isEnabled()).toBe(true);
    await toggle.scrollIntoViewIfNeeded();
    await screenshot(page, `push-opt-in-${screen.name}`);
    await expectNoSidewaysScroll(page, `profile at ${screen.name}`);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
