import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { trackedPagesForFile } from "./support/browser";
import { createMember } from "./support/members";

const pages = trackedPagesForFile();

/** Serious and critical WCAG A/AA violations on the page as it stands. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

describe("accessibility", () => {
  it("has no serious WCAG violations on the landing and sign-in screens", async () => {
    const { page } = await pages.open();
    await page.goto("/");
    await page.getByRole("button", { name: "Get Started" }).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.getByRole("button", { name: "Get Started" }).click();
    await page.getByRole("heading", { name: "Join English Convention Platform" }).waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it("has no serious WCAG violations on the member pages", async () => {
    const member = await createMember({ firstName: "Ada", lastName: "Access", interests: ["poetry"], expertiseAreas: ["rhetoric"] });
    const page = await pages.signedIn(member, "/");
    for (const [pathname, heading] of [
      ["/", "Welcome, Ada!"],
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
  });
});
