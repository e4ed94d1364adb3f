/**
 * Long unbroken text on every page and dialog, at 1280, 390 and 360 px: nothing scrolls
 * sideways, titles stay clear of the close button, and screenshots of every page are kept in
 * e2e/artifacts for a look.
 */
import crypto from "node:crypto";
import type { Page } from "playwright-core";
import { beforeAll, describe, it } from "vitest";
import { screenshot, trackedPagesForFile } from "./support/browser";
import { DESKTOP, expectDialogFits, expectNoSidewaysScroll, NARROW_PHONE, PHONE, type Screen } from "./support/layout";
import { LONG_CHAPTER_NAME, LONG_FIRST_NAME, LONG_LABEL, LONG_LAST_NAME, longDescription, longEmail, longTitle } from "./support/long-text";
import { chapterNamed, createMember, signedInCaller, type Member } from "./support/members";
import { fillRoundtableForm, openCreateDialog } from "./support/roundtable-form";

const pages = trackedPagesForFile();
let organizer: Member;
let title: string;
let advisorsOnlyTitle: string;

beforeAll(async () => {
  const chapter = await chapterNamed(LONG_CHAPTER_NAME);
  const unique = () => crypto.randomBytes(3).toString("hex");
  const long = { firstName: LONG_FIRST_NAME, lastName: LONG_LAST_NAME, chapterId: chapter.id, interests: [LONG_LABEL, "poetry", "drama", "sonnets"], expertiseAreas: [LONG_LABEL, "rhetoric"] };
  organizer = await createMember({ ...long, email: longEmail(unique()), userType: "student" });
  const guest = await createMember({ ...long, email: longEmail(unique()), userType: "advisor" });
  title = longTitle(unique());
  advisorsOnlyTitle = longTitle(unique());

  // The organizer's roundtable, joined by the guest (which also leaves the organizer a notification).
  const created = await (await signedInCaller(organizer))<{ id: number }>("POST", "/api/roundtables", {
    title,
    description: longDescription("about the longest words"),
    targetAudience: "both",
    maxParticipants: 5,
    tags: [LONG_LABEL, "lexicography"],
  });
  const asGuest = await signedInCaller(guest);
  await asGuest("POST", `/api/roundtables/${created.id}/join`);
  await asGuest("POST", "/api/roundtables", {
    title: advisorsOnlyTitle,
    description: longDescription("for advisors"),
    targetAudience: "advisors",
    maxParticipants: 3,
    tags: [LONG_LABEL],
  });
});

function pageAt(screen: Screen, pathname = "/"): Promise<Page> {
  return pages.signedIn(organizer, pathname, { viewport: screen.viewport, isMobile: screen.isMobile });
}

const card = (page: Page, name: string) => page.getByRole("article", { name }).first();

/**
 * The card of roundtable `name`, searched for by its title: other journeys running beside this one
 * keep creating roundtables, which can push it off the first page of a list.
 */
async function searchedCard(page: Page, name: string) {
  await page.getByLabel("Search").fill(name);
  const found = card(page, name);
  await found.waitFor();
  return found;
}

async function settle(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.locator("[data-testid=roundtable-skeleton]").first().waitFor({ state: "detached" });
}

describe.each([DESKTOP, PHONE, NARROW_PHONE])("long text at $name px", (screen) => {
  const shoot = (page: Page, name: string) =>
    screen === NARROW_PHONE ? Promise.resolve() : screenshot(page, `ux-${name}-${screen.name}`, { fullPage: !name.startsWith("dialog") && name !== "notifications" });

  it("keeps every page within the viewport", async () => {
    const page = await pageAt(screen);
    await searchedCard(page, title);
    await settle(page);
    await expectNoSidewaysScroll(page, "dashboard");
    await shoot(page, "dashboard");

    await page.goto("/browse");
    await searchedCard(page, title);
    await settle(page);
    await expectNoSidewaysScroll(page, "browse");
    await shoot(page, "browse");

    await page.goto("/my-roundtables");
    await card(page, title).waitFor();
    await expectNoSidewaysScroll(page, "my roundtables");
    await shoot(page, "my-roundtables");

    await page.goto("/directory");
    await page.getByRole("heading", { name: "All Members" }).waitFor();
    if (screen !== DESKTOP) await page.getByRole("button", { name: /^Filters/ }).click();
    await page.getByRole("search").getByLabel("Search").fill(LONG_LAST_NAME);
    await page.getByRole("heading", { name: "Search Results" }).waitFor();
    await page.getByRole("article", { name: `${LONG_FIRST_NAME} ${LONG_LAST_NAME}` }).first().waitFor();
    await page.waitForLoadState("networkidle");
    await expectNoSidewaysScroll(page, "directory");
    await shoot(page, "directory");

    await page.goto("/profile");
    await page.getByRole("heading", { name: "My Profile" }).waitFor();
    await page.waitForLoadState("networkidle");
    await expectNoSidewaysScroll(page, "profile");
    await shoot(page, "profile");
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await expectNoSidewaysScroll(page, "profile, editing");

    await page.goto("/no-such-page");
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    await expectNoSidewaysScroll(page, "404");
    await shoot(page, "not-found");
  });

  it("keeps every dialog and the notifications within the screen", async () => {
    const page = await pageAt(screen);
    const own = await searchedCard(page, title);
    await settle(page);

    await own.getByRole("button", { name: "View Details" }).click();
    const details = page.getByRole("dialog", { name: title });
    await details.getByText(LONG_CHAPTER_NAME).first().waitFor();
    await expectDialogFits(page, details, "roundtable details");
    await shoot(page, "dialog-details");
    await page.keyboard.press("Escape");

    await own.getByRole("button", { name: "Manage" }).click();
    const manage = page.getByRole("dialog", { name: "Manage Roundtable" });
    await manage.getByText(`${LONG_FIRST_NAME} ${LONG_LAST_NAME}`).first().waitFor();
    await manage.getByRole("button", { name: "Add Participant" }).click();
    await manage.getByPlaceholder("Search users by name or email...").fill(LONG_LAST_NAME.slice(0, 12));
    await manage.getByRole("list", { name: "Users found" }).getByRole("listitem").first().waitFor();
    await expectDialogFits(page, manage, "manage (dashboard)");
    await shoot(page, "dialog-manage");
    await manage.getByRole("button", { name: "Edit Details" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Roundtable" });
    await edit.waitFor();
    await expectDialogFits(page, edit, "edit");
    await shoot(page, "dialog-edit");
    await edit.getByRole("button", { name: "Cancel" }).click();

    await own.getByRole("button", { name: "Manage" }).click();
    await page.getByRole("dialog", { name: "Manage Roundtable" }).getByRole("button", { name: "Delete" }).click();
    const remove = page.getByRole("dialog", { name: "Delete Roundtable" });
    await remove.waitFor();
    await expectDialogFits(page, remove, "delete");
    await remove.getByRole("button", { name: "Cancel" }).click();

    const create = await openCreateDialog(page);
    await fillRoundtableForm(create, { title, tags: `${LONG_LABEL}, second` });
    await create.getByRole("button", { name: /Invite Participants/ }).click();
    await create.getByPlaceholder("Search users by name or email...").fill(LONG_LAST_NAME.slice(0, 12));
    await create.getByRole("button", { name: /^Invite / }).first().click();
    await expectDialogFits(page, create, "create");
    await shoot(page, "dialog-create");
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: /^Notifications/ }).click();
    const feed = page.getByRole("dialog").filter({ has: page.getByRole("heading", { name: "Notifications" }) });
    await feed.getByRole("button", { name: new RegExp(title) }).first().waitFor();
    await expectNoSidewaysScroll(page, "notifications");
    await shoot(page, "notifications");
    await page.keyboard.press("Escape");

    await page.goto("/my-roundtables");
    await card(page, title).getByRole("button", { name: "Manage" }).click();
    const participants = page.getByRole("dialog", { name: title });
    await participants.getByText(`${LONG_FIRST_NAME} ${LONG_LAST_NAME}`).first().waitFor();
    await expectDialogFits(page, participants, "manage (my roundtables)");
    await shoot(page, "dialog-manage-participants");
  });

  it("says who an audience-only roundtable is for, even with a long title", async () => {
    const page = await pageAt(screen, "/browse");
    const other = await searchedCard(page, advisorsOnlyTitle);
    await other.getByText("For advisors only").waitFor();
    await expectNoSidewaysScroll(page, "browse with an advisors-only card");
  });
});
