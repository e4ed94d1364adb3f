/**
 * Privacy a member can rely on, at 1280 and 390 px: each choice on the Profile page changes what
 * another member's directory shows; a message through the app reaches the outbox; the data
 * downloads; an account is deleted and its roundtable passes on.
 */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import { simpleParser } from "mailparser";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Roundtable } from "@shared/types";
import { seriousViolations } from "./support/axe";
import { baseUrl, screenshot, toast, trackedPagesForFile } from "./support/browser";
import { api, DESKTOP, expectDialogFits, expectNoSidewaysScroll, PHONE, type Screen } from "./support/layout";
import { chapters, createMember, latestMailTo, signedInCaller, type Member } from "./support/members";

const pages = trackedPagesForFile();

/** A surname no other test has: letters only, so the directory search finds it as a word. */
function uniqueSurname(): string {
  return `Priv${[...crypto.randomBytes(5)].map((byte) => String.fromCharCode(97 + (byte % 26))).join("")}`;
}

function pageAt(screen: Screen, member: Member, pathname: string): Promise<Page> {
  return pages.signedIn(member, pathname, { viewport: screen.viewport, isMobile: screen.isMobile });
}

/** Searches the directory for `surname` and answers the card found, or null after "No members found". */
async function searchDirectory(page: Page, surname: string) {
  await page.goto("/directory");
  await page.getByRole("heading", { name: "All Members" }).waitFor();
  // The answer to this very search: until it comes, the list shows the unfiltered members.
  const answered = page.waitForResponse((response) => response.url().includes(`/api/users?query=${surname}`));
  // On a phone the filters open from their Filters button first.
  const field = page.getByRole("search").getByLabel("Search");
  if (!(await field.isVisible())) await page.getByRole("button", { name: /^Filters/ }).click();
  await field.fill(surname);
  expect((await answered).status()).toBe(200);
  await page.getByRole("heading", { name: "Search Results" }).waitFor();
  await page.locator("[aria-labelledby=directory-results-heading] [aria-busy=true]").waitFor({ state: "detached" });
  const card = page.getByRole("article").filter({ hasText: surname });
  await Promise.race([card.first().waitFor(), page.getByText("No members found").waitFor()]);
  return (await card.count()) > 0 ? card.first() : null;
}

async function openPrivacy(page: Page) {
  await page.goto("/profile");
  const card = page.getByRole("region", { name: "Privacy" });
  await card.waitFor();
  return card;
}

describe.each([DESKTOP, PHONE])("privacy at $name px", (screen) => {
  it("sign-up offers the three choices with their defaults explained", async () => {
    const { page } = await pages.open({ viewport: screen.viewport, isMobile: screen.isMobile });
    await page.goto("/");
    await page.getByRole("button", { name: "Get Started" }).click();
    const privacy = page.getByRole("region", { name: "Your privacy" });
    await privacy.scrollIntoViewIfNeeded();
    expect(await privacy.getByRole("radio", { name: "All members" }).isChecked()).toBe(true);
    // Privacy by default: the e-mail stays hidden unless the member shares it.
    expect(await privacy.getByRole("switch", { name: "Show my e-mail address to other members" }).getAttribute("aria-checked")).toBe("false");
    expect(await privacy.getByRole("switch", { name: "Let members write to me through the app" }).getAttribute("aria-checked")).toBe("true");
    await expectNoSidewaysScroll(page, `sign-up at ${screen.name}`);
    await screenshot(page, `privacy-sign-up-${screen.name}`, { fullPage: false });
  });

  it("each privacy choice changes what another member's directory shows", async () => {
    const [chapterA, chapterB] = await chapters();
    const surname = uniqueSurname();
    const ada = await createMember({ firstName: "Ada", lastName: surname, chapterId: chapterA!.id, shareEmail: true });
    const sameChapter = await createMember({ firstName: "Cy", lastName: "Reader", chapterId: chapterA!.id });
    const otherChapter = await createMember({ firstName: "Bea", lastName: "Reader", chapterId: chapterB!.id });

    const own = await pageAt(screen, ada, "/profile");
    const privacy = await openPrivacy(own);
    await expectNoSidewaysScroll(own, `profile at ${screen.name}`);
    await privacy.scrollIntoViewIfNeeded();
    await screenshot(own, `privacy-card-${screen.name}`, { fullPage: false });
    expect(await seriousViolations(own), "profile").toEqual([]);

    const other = await pageAt(screen, otherChapter, "/directory");
    const mate = await pageAt(screen, sameChapter, "/directory");
    // Found by all, e-mail shared (mail link and Connect), as Ada chose at sign-up.
    const shown = await searchDirectory(other, surname);
    expect(shown).not.toBeNull();
    await shown!.getByRole("link", { name: `Message Ada ${surname}` }).waitFor();
    await shown!.getByRole("button", { name: `Connect with Ada ${surname}` }).waitFor();

    await privacy.getByRole("radio", { name: "My chapter only" }).click();
    await toast(own, "Only members of your chapter find you in the directory now.").waitFor();
    expect(await searchDirectory(other, surname)).toBeNull();
    expect(await searchDirectory(mate, surname)).not.toBeNull();

    await privacy.getByRole("radio", { name: "Nobody" }).click();
    await toast(own, "Nobody finds you in the directory now.").waitFor();
    expect(await searchDirectory(mate, surname)).toBeNull();
    await screenshot(mate, `privacy-directory-hidden-${screen.name}`);

    await privacy.getByRole("radio", { name: "All members" }).click();
    await toast(own, "All members can find you in the directory now.").waitFor();
    await privacy.getByRole("switch", { name: "Show my e-mail address to other members" }).click();
    await toast(own, "Your e-mail address is hidden from other members.").waitFor();
    const private_ = await searchDirectory(other, surname);
    await private_!.getByRole("button", { name: `Message Ada ${surname}` }).waitFor();
    expect(await private_!.getByRole("button", { name: /^Connect/ }).count()).toBe(0);
    expect(await private_!.getByRole("link").count()).toBe(0);
    expect(await other.content()).not.toContain(ada.email);
    await screenshot(other, `privacy-directory-no-email-${screen.name}`);

    await privacy.getByRole("switch", { name: "Let members write to me through the app" }).click();
    await toast(own, "Members can no longer write to you through the app.").waitFor();
    const closed = await searchDirectory(other, surname);
    await closed!.getByText("Not taking messages").waitFor();
    expect(await closed!.getByRole("button", { name: /^Message/ }).count()).toBe(0);

    // A reload keeps every choice: they were saved, not only shown.
    await own.reload();
    const saved = own.getByRole("region", { name: "Privacy" });
    expect(await saved.getByRole("radio", { name: "All members" }).isChecked()).toBe(true);
    expect(await saved.getByRole("switch", { name: "Show my e-mail address to other members" }).getAttribute("aria-checked")).toBe("false");
    expect(await saved.getByRole("switch", { name: "Let members write to me through the app" }).getAttribute("aria-checked")).toBe("false");
  });

  it("a message through the app reaches the member's inbox with Reply-To the sender", async () => {
    const surname = uniqueSurname();
    const mary = await createMember({ firstName: "Mary", lastName: surname, shareEmail: false });
    const sender = await createMember({ firstName: "Grace", lastName: "Hopper" });
    const page = await pageAt(screen, sender, "/directory");
    const card = await searchDirectory(page, surname);
    await card!.getByRole("button", { name: `Message Mary ${surname}` }).click();
    const dialog = page.getByRole("dialog", { name: `Message Mary ${surname}` });
    await dialog.waitFor();
    await dialog.getByText("Replies go to your e-mail address").waitFor();

    await dialog.getByRole("button", { name: "Send" }).click();
    await dialog.getByText("Subject is required").waitFor();
    const subject = `Gothic roundtable ${surname}`;
    await dialog.getByLabel("Subject").fill(subject);
    await dialog.getByLabel("Message").fill("Would you like to co-organize a roundtable on Frankenstein?\nBest, Grace");
    await expectDialogFits(page, dialog, `message form at ${screen.name}`);
    await screenshot(page, `privacy-message-form-${screen.name}`, { fullPage: false });
    expect(await seriousViolations(page), "message form").toEqual([]);
    await dialog.getByRole("button", { name: "Send" }).click();
    await toast(page, "Message sent").waitFor();
    expect(await dialog.isVisible()).toBe(false);

    const mail = await simpleParser(await latestMailTo(mary.email));
    expect(mail.subject).toContain(subject);
    expect(mail.text).toContain("Would you like to co-organize a roundtable on Frankenstein?");
    expect(mail.text).toContain("Grace Hopper");
    expect(mail.replyTo?.value[0]?.address).toBe(sender.email);
    expect(mail.headerLines.some((line) => line.key === "list-unsubscribe")).toBe(true);
  });

  it("Download my data saves a JSON file of the member's account", async () => {
    const member = await createMember({ firstName: "Zora", lastName: uniqueSurname() });
    const page = await pageAt(screen, member, "/profile");
    const yourData = page.getByRole("region", { name: "Your data" });
    await yourData.scrollIntoViewIfNeeded();
    await screenshot(page, `privacy-your-data-${screen.name}`, { fullPage: false });
    const [download] = await Promise.all([page.waitForEvent("download"), yourData.getByRole("button", { name: "Download my data" }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    const saved = JSON.parse(await fs.readFile((await download.path())!, "utf8")) as { account: { id: number; email: string } };
    expect(saved.account).toMatchObject({ id: member.id, email: member.email });
    await toast(page, "Your data is downloading").waitFor();
  });

  it("deleting an account asks for the password, signs out and passes the roundtable on", async () => {
    const organizer = await createMember({ firstName: "Edith", lastName: uniqueSurname() });
    const participant = await createMember({ firstName: "Henry", lastName: "James" });
    const page = await pageAt(screen, organizer, "/profile");
    const roundtable = await api<{ id: number }>(page, "POST", "/api/roundtables", {
      title: `The House of Mirth ${crypto.randomBytes(3).toString("hex")}`,
      description: "Society and its price.",
      targetAudience: "both",
      maxParticipants: 5,
      tags: ["Wharton"],
    });
    const asParticipant = await signedInCaller(participant);
    await asParticipant("POST", `/api/roundtables/${roundtable.id}/join`);

    await page.getByRole("region", { name: "Your data" }).getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByText("Each roundtable you organize passes to its earliest seated participant").waitFor();
    await dialog.getByLabel("Password").fill("not the password");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await dialog.getByText("Password is incorrect").waitFor();
    await expectDialogFits(page, dialog, `delete dialog at ${screen.name}`);
    await screenshot(page, `privacy-delete-dialog-${screen.name}`, { fullPage: false });
    expect(await seriousViolations(page), "delete dialog").toEqual([]);

    await dialog.getByLabel("Password").fill(organizer.password);
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL((url) => url.pathname === "/" && !url.search);
    await toast(page, "Your account has been deleted").waitFor();
    await page.getByRole("button", { name: "Log In" }).first().waitFor();
    await screenshot(page, `privacy-deleted-${screen.name}`, { fullPage: false });

    const login = await page.request.post("/api/auth/login", {
      data: { email: organizer.email, password: organizer.password },
      headers: { Origin: baseUrl() },
    });
    expect(login.status()).toBe(401);
    const passed = await asParticipant<Roundtable>("GET", `/api/roundtables/${roundtable.id}`);
    expect(passed.organizerId).toBe(participant.id);
  });
});
