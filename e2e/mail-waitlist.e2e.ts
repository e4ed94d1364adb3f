import { simpleParser } from "mailparser";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseUrl, screenshot, toast, trackedPagesForFile } from "./support/browser";
import { createMember, latestMailTo, signIn, uniqueEmail, type Member } from "./support/members";

const pages = trackedPagesForFile();

async function pageFor(member: Member | null, pathname = "/", width = 1280): Promise<Page> {
  const tracked = await pages.open();
  await tracked.page.setViewportSize({ width, height: 800 });
  if (member) await signIn(tracked.page, member, pathname);
  return tracked.page;
}

/** Calls the API as `member` the way the app does (session cookie, same-origin). */
async function asMember(member: Member) {
  const login = await fetch(`${baseUrl()}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl() },
    body: JSON.stringify({ email: member.email, password: member.password }),
  });
  // Every cookie sign-in sets (the session and the signed-in hint), as a browser would send them.
  const cookie = login.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(";")[0]!)
    .join("; ");
  return async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl()}${path}`, {
      method,
      headers: { "Content-Type": "application/json", Origin: baseUrl(), Cookie: cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
}

const card = (page: Page, title: string) => page.getByRole("article", { name: title });

describe("waitlist places and mail a member controls", () => {
  it("shows a member their place on a full roundtable's waitlist, and the organizer the line in order", async () => {
    const organizer = await createMember({ firstName: "Zelda", lastName: "Fitzgerald", email: uniqueEmail("zelda") });
    const first = await createMember({ firstName: "Nick", lastName: "Carraway", email: uniqueEmail("nick") });
    const member = await createMember({ firstName: "Jordan", lastName: "Baker", email: uniqueEmail("jordan") });
    const title = `Jazz Age parties ${Date.now()}`;
    const asOrganizer = await asMember(organizer);
    await asOrganizer("POST", "/api/roundtables", {
      title,
      description: "Gatsby's lawn, read closely.",
      maxParticipants: 1,
      tags: ["Fitzgerald"],
    });
    const asFirst = await asMember(first);
    const [created] = (await asFirst("GET", `/api/roundtables?query=${encodeURIComponent(title)}`)) as Array<{ id: number }>;
    expect(await asFirst("POST", `/api/roundtables/${created!.id}/join`)).toEqual({ joined: false, waitlisted: true });

    const page = await pageFor(member, "/browse");
    await page.getByRole("search").getByLabel("Search").fill(title);
    // The search's own answer first: the unfiltered list can show the same card, and a click on it
    // as the filtered list replaces it was lost on the PostgreSQL server pass.
    await page.getByText("1 result", { exact: true }).waitFor();
    const full = card(page, title);
    await full.getByRole("button", { name: "Join Waitlist" }).click();
    await toast(page, "Added to Waitlist").waitFor();
    await full.getByText("You're #2 on the waitlist").waitFor();
    await screenshot(page, "waitlist-place-card");

    await page.goto("/my-roundtables");
    // A roundtable the member waits for has its own tab (the counts add up).
    await page.getByRole("tab", { name: "Waitlisted (1)" }).click();
    const mine = card(page, title);
    await mine.getByText("You're #2 on the waitlist").waitFor();
    await page.setViewportSize({ width: 390, height: 800 });
    await mine.getByText("You're #2 on the waitlist").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, "waitlist-place-390");

    const organizerPage = await pageFor(organizer, "/my-roundtables");
    await organizerPage.getByRole("tab", { name: /Organized/ }).click();
    await card(organizerPage, title).getByRole("button", { name: "Manage" }).click();
    const waitlist = organizerPage.getByRole("dialog", { name: title }).getByRole("list", { name: "Waitlist" });
    await waitlist.getByText("Jordan Baker").waitFor();
    expect(await waitlist.getByRole("listitem").allInnerTexts()).toEqual([
      expect.stringMatching(/^#1[\s\S]*Nick Carraway/),
      expect.stringMatching(/^#2[\s\S]*Jordan Baker/),
    ]);
    await screenshot(organizerPage, "manage-waitlist");
  });

  it("turns notification mail off from the unsubscribe link in a received e-mail, and the Profile switch shows it", async () => {
    const organizer = await createMember({ firstName: "Toni", lastName: "Morrison", email: uniqueEmail("toni") });
    const member = await createMember({ firstName: "Pilate", lastName: "Dead", email: uniqueEmail("pilate") });
    const asOrganizer = await asMember(organizer);
    const roundtable = (await asOrganizer("POST", "/api/roundtables", {
      title: `Song of Solomon ${Date.now()}`,
      description: "Flight, names and family.",
      tags: ["Morrison"],
    })) as { id: number; title: string };
    await asOrganizer("POST", `/api/roundtables/${roundtable.id}/participants/${member.id}`);

    // Read back from the outbox the way a mail client would.
    const mail = await simpleParser(await latestMailTo(member.email));
    expect(mail.subject).toBe(`You were added to "${roundtable.title}"`);
    expect(mail.text).toContain(`Toni Morrison added you to the roundtable "${roundtable.title}".`);
    expect(mail.html).toContain("Toni Morrison added you to the roundtable");
    const header = (key: string) => mail.headerLines.find((line) => line.key === key)?.line.replace(/\r?\n[ \t]+/g, " ");
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const link = /^List-Unsubscribe: <([^>]+)>$/.exec(header("list-unsubscribe") ?? "")?.[1];
    expect(link).toMatch(new RegExp(`^${baseUrl()}/api/unsubscribe/`));

    // Opened from the mail in a browser that is not signed in: a confirmation page, then one button.
    const page = await pageFor(null);
    await page.goto(link!);
    await page.getByRole("heading", { name: "Stop notification e-mails?" }).waitFor();
    await screenshot(page, "unsubscribe-confirm");
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await page.getByRole("heading", { name: "You are unsubscribed" }).waitFor();

    const profile = await pageFor(member, "/profile");
    const toggle = profile.getByRole("switch", { name: "Notifications by e-mail" });
    await toggle.waitFor();
    expect(await toggle.getAttribute("aria-checked")).toBe("false");
    await screenshot(profile, "profile-mail-off");

    // The bell still has what the mail would have said; turning mail back on saves at once.
    await profile.getByRole("button", { name: /Notifications, \d+ unread/ }).click();
    await profile.getByText(/added you to "Song of Solomon/).waitFor();
    await profile.keyboard.press("Escape");
    await toggle.click();
    await toast(profile, "Notifications by e-mail are on.").waitFor();
    expect(await toggle.getAttribute("aria-checked")).toBe("true");
  });
});
