import { describe, expect, it } from "vitest";
import { trackedPagesForFile } from "./support/browser";
import { seriousViolations } from "./support/axe";
import { createMember } from "./support/members";

const pages = trackedPagesForFile();

describe("accessibility", () => {
  it("has no serious WCAG violations on the landing and sign-in screens", async () => {
    const { page } = await pages.open();
    await page.goto("/");
    await page.getByRole("button", { name: "Get Started" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Get Started" }).click();
    await page.getByRole("heading", { name: "Join English Convention Platform" }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
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
      expect(await seriousViolations(page), pathname).toEqual([]);
    }
  });
});
