/**
 * Read before you join, nothing lost by one click, at 1280 and 390 px: a card's title opens the
 * roundtable's own page (also reached signed out through sign-in), leaving a seat someone waits
 * for asks first, a waitlisted member leaves the line, Manage says why Add is off on a full
 * roundtable and asks before removing a seat. Axe on each page and dialog; screenshots kept.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, toast, trackedPagesForFile } from "./support/browser";
import { seriousViolations } from "./support/axe";
import { api, DESKTOP, expectNoSidewaysScroll, PHONE, type Screen } from "./support/layout";
import { createMember, signedInCaller, uniqueEmail, type Member } from "./support/members";

const pages = trackedPagesForFile();

describe.each([DESKTOP, PHONE])("a roundtable's own page at $name px", (screen: Screen) => {
  const at = (member: Member, pathname: string) => pages.signedIn(member, pathname, { viewport: screen.viewport, isMobile: screen.isMobile });
  const shoot = (page: Page, name: string, fullPage = true) => screenshot(page, `roundtable-page-${name}-${screen.name}`, { fullPage });

  it("opens from a card's title before joining, survives sign-in, and asks before a seat is given away", async () => {
    const stamp = `${screen.name}-${Date.now()}`;
    const organizer = await createMember({ firstName: "Olive", lastName: "Organizer", email: uniqueEmail(`olive-${stamp}`) });
    const seated = await createMember({ firstName: "Sam", lastName: "Seated", email: uniqueEmail(`sam-${stamp}`) });
    const waiting = await createMember({ firstName: "Wanda", lastName: "Waiting", email: uniqueEmail(`wanda-${stamp}`) });
    const reader = await createMember({ firstName: "Rhea", lastName: "Reader", email: uniqueEmail(`rhea-${stamp}`), interests: ["ghosts"] });
    const title = `Ghosts of the Garden District ${stamp}`;
    const description = `${"We read one story a week and bring a question. ".repeat(6)}The last sentence tells you where we meet.`;

    const organizerPage = await at(organizer, "/");
    const { id } = await api<{ id: number }>(organizerPage, "POST", "/api/roundtables", { title, description, maxParticipants: 2, tags: ["ghosts", "gothic"] });
    await (await signedInCaller(seated))("POST", `/api/roundtables/${id}/join`);
    await (await signedInCaller(waiting))("POST", `/api/roundtables/${id}/join`);

    // A member who has not joined opens it from the card's title and reads everything.
    const readerPage = await at(reader, "/browse");
    await readerPage.getByLabel("Search").fill(stamp);
    await readerPage.getByRole("article", { name: title }).getByRole("link", { name: title }).click();
    await readerPage.waitForURL(`**/roundtables/${id}`);
    await readerPage.getByRole("heading", { level: 1, name: title }).waitFor();
    await readerPage.getByText("The last sentence tells you where we meet.").waitFor();
    await readerPage.getByText("Olive Organizer").first().waitFor();
    await readerPage.getByText("Proposal").waitFor();
    expect(await readerPage.title()).toBe(`${title} · English Convention`);
    await readerPage.getByRole("button", { name: "Join Waitlist" }).waitFor();
    await readerPage.waitForLoadState("networkidle");
    await expectNoSidewaysScroll(readerPage, "roundtable page");
    expect(await seriousViolations(readerPage), "roundtable page").toEqual([]);
    await shoot(readerPage, "reader");

    // Signed out, the address is remembered through sign-in.
    const { page: fresh } = await pages.open({ viewport: screen.viewport, isMobile: screen.isMobile });
    await fresh.goto(`/roundtables/${id}`);
    await fresh.waitForURL(/\/\?next=%2Froundtables%2F\d+/);
    await fresh.getByLabel("Email").fill(reader.email);
    await fresh.getByLabel("Password").fill(reader.password);
    await fresh.getByRole("button", { name: "Log In" }).last().click();
    await fresh.getByRole("heading", { level: 1, name: title }).waitFor();
    expect(new URL(fresh.url()).pathname).toBe(`/roundtables/${id}`);

    // The seated member leaves: someone waits, so a confirm comes first; Cancel keeps the seat.
    const seatedPage = await at(seated, `/roundtables/${id}`);
    await seatedPage.getByRole("button", { name: "Leave", exact: true }).click();
    const confirm = seatedPage.getByRole("dialog", { name: "Leave this roundtable?" });
    await confirm.getByText(/goes to the next member in line/).waitFor();
    expect(await seriousViolations(seatedPage), "leave confirm").toEqual([]);
    await shoot(seatedPage, "leave-confirm", false);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "detached" });
    const stillSeated = await api<{ isJoined: boolean }>(seatedPage, "GET", `/api/roundtables/${id}`);
    expect(stillSeated.isJoined).toBe(true);

    // The organizer's Manage: Add is off on a full roundtable, with the reason beside it;
    // removing a seated member while someone waits asks first.
    await organizerPage.goto("/my-roundtables");
    await organizerPage.getByRole("article", { name: title }).getByRole("button", { name: "Manage" }).click();
    const manage = organizerPage.getByRole("dialog", { name: title });
    await manage.getByText("This roundtable is full: remove a participant or raise max participants to add someone.").waitFor();
    await manage.getByPlaceholder("Search users by name or email...").fill("Rhea");
    const add = manage.getByRole("button", { name: "Add", exact: true }).first();
    await add.waitFor();
    expect(await add.isDisabled()).toBe(true);
    expect(await seriousViolations(organizerPage), "manage dialog").toEqual([]);
    await shoot(organizerPage, "manage-full", false);
    await manage.getByRole("button", { name: "Remove Sam Seated" }).click();
    const removeConfirm = organizerPage.getByRole("dialog", { name: "Remove Sam Seated?" });
    await removeConfirm.waitFor();
    expect(await seriousViolations(organizerPage), "remove confirm").toEqual([]);
    await removeConfirm.getByRole("button", { name: "Cancel" }).click();
    await removeConfirm.waitFor({ state: "detached" });

    // The waitlisted member leaves the line from My Roundtables, at once.
    const waitingPage = await at(waiting, "/my-roundtables");
    await waitingPage.getByRole("tab", { name: /Waitlisted/ }).click();
    await waitingPage.getByRole("article", { name: title }).getByRole("button", { name: "Leave Waitlist" }).click();
    await toast(waitingPage, "You left the waitlist.").waitFor();
    const gone = await api<{ isWaitlisted: boolean }>(waitingPage, "GET", `/api/roundtables/${id}`);
    expect(gone.isWaitlisted).toBe(false);
    // Four members and many pages on a small shared machine: more than the default minute.
  }, 180_000);
});
