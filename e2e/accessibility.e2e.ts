import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, openPage } from "./support/browser";
import { createMember, signIn } from "./support/members";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Serious and critical WCAG A/AA violations on the page as it stands. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

describe("accessibility", () => {
  it("has no serious WCAG violations on the landing and sign-in screens", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/");
    await page.getByRole("button", { name: "Get Started" }).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.getByRole("button", { name: "Get Started" }).click();
    await page.getByRole("heading", { name: "Join English Convention Platform" }).waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  it("has no serious WCAG violations on the member pages", async () => {
    const member = await createMember({ firstName: "Ada", lastName: "Access", interests: ["poetry"], expertiseAreas: ["rhetoric"] });
    const { page, context } = await openPage(browser);
    await signIn(page, member, "/");
    for (const [pathname, heading] of [
      ["/", "Welcome back, Ada!"],
      ["/browse", "Browse Roundtables"],
      ["/my-roundtables", "My Roundtables"],
      ["/directory", "User Directory"],
      ["/profile", "My Profile"],
    ] as const) {
      await page.goto(pathname);
      await page.getByRole("heading", { name: heading }).waitFor();
      await page.waitForLoadState("networkidle");
      expect(await violations(page), pathname).toEqual([]);
    }
    await context.close();
  });
});
