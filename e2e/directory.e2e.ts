import { describe, expect, it } from "vitest";
import { baseUrl, screenshot, toast, trackedPagesForFile } from "./support/browser";
import { chapterNamed, createMember, uniqueEmail } from "./support/members";

const pages = trackedPagesForFile();

describe("member directory", () => {
  it("finds a member by expertise, copies their e-mail and offers a prefilled message", async () => {
    const rice = await chapterNamed("Rice University");
    const octavia = await createMember({
      firstName: "Octavia",
      lastName: "Butler",
      shareEmail: true,
      email: uniqueEmail("octavia"),
      userType: "advisor",
      chapterId: rice.id,
      expertiseAreas: ["Afrofuturism", "Science fiction", "Parables", "Short fiction", "Xenogenesis"],
      interests: ["Gardening"],
    });
    await createMember({ firstName: "Jane", lastName: "Austen", expertiseAreas: ["Regency novels"] });
    const viewer = await createMember({ firstName: "Ursula", lastName: "Le Guin" });

    const page = await pages.signedIn(viewer, "/directory", { permissions: ["clipboard-read", "clipboard-write"] });
    await page.getByRole("heading", { name: "User Directory" }).waitFor();
    await page.getByRole("heading", { name: "All Members" }).waitFor();
    await screenshot(page, "directory-all");

    await page.getByRole("search").getByLabel("Expertise").fill("afrofuturism");
    await page.getByRole("heading", { name: "Search Results" }).waitFor();
    await expect.poll(() => page.getByText("1 member", { exact: true }).isVisible()).toBe(true);
    const card = page.getByRole("article", { name: "Octavia Butler" });
    await card.waitFor();
    await card.getByText("Advisor", { exact: true }).waitFor();
    await card.getByText("Rice University").waitFor();
    await card.getByText("+2 more").waitFor();
    await screenshot(page, "directory-filtered");

    const mailto = await card.getByRole("link", { name: "Message Octavia Butler" }).getAttribute("href");
    expect(mailto).toMatch(/^mailto:/);
    expect(decodeURIComponent(mailto!)).toContain(octavia.email);
    expect(decodeURIComponent(mailto!)).toContain("Hi Octavia,");

    await card.getByRole("button", { name: "Connect with Octavia Butler" }).click();
    await toast(page, "Email Copied").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(octavia.email);
    expect(baseUrl()).toContain("localhost");
  });

  it("says No members found when nothing matches", async () => {
    const viewer = await createMember({ firstName: "Langston", lastName: "Hughes" });
    const page = await pages.signedIn(viewer, "/directory");
    await page.getByRole("search").getByLabel("Search").fill("no-such-member-anywhere");
    await page.getByText("No members found").waitFor();
  });
});
