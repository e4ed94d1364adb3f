/**
 * Co-organizers at 1280 and 390 px (docs/product.md, "Co-organizers"): the organizer invites a
 * member from Manage, the member accepts from the bell, co-manages (adds a participant from the
 * roundtable's page; My Roundtables lists it under Organized), and the organizer hands the
 * roundtable over. Axe on each screen; screenshots kept.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, toast, trackedPagesForFile } from "./support/browser";
import { seriousViolations } from "./support/axe";
import { api, DESKTOP, expectNoSidewaysScroll, PHONE, type Screen } from "./support/layout";
import { createMember, uniqueEmail, type Member } from "./support/members";

const pages = trackedPagesForFile();

describe.each([DESKTOP, PHONE])("co-organizers at $name px", (screen: Screen) => {
  const at = (member: Member, pathname: string) => pages.signedIn(member, pathname, { viewport: screen.viewport, isMobile: screen.isMobile });
  const shoot = (page: Page, name: string, fullPage = true) => screenshot(page, `co-organizers-${name}-${screen.name}`, { fullPage });

  it("invites, accepts from the bell, co-manages and hands over", async () => {
    const stamp = `${screen.name}-${Date.now()}`;
    const organizer = await createMember({ firstName: "Olga", lastName: `Organizer${stamp.replace(/\D/g, "")}`, email: uniqueEmail(`olga-${stamp}`) });
    const helper = await createMember({ firstName: "Cora", lastName: `Helper${stamp.replace(/\D/g, "")}`, email: uniqueEmail(`cora-${stamp}`) });
    const guest = await createMember({ firstName: "Gus", lastName: `Guest${stamp.replace(/\D/g, "")}`, email: uniqueEmail(`gus-${stamp}`) });
    const title = `Shared Table ${stamp}`;

    const organizerPage = await at(organizer, "/");
    const { id } = await api<{ id: number }>(organizerPage, "POST", "/api/roundtables", { title, description: "We run this one together.", maxParticipants: 4, tags: ["gothic"] });

    // The organizer invites Cora from the Manage dialog's Co-organizers section.
    await organizerPage.goto(`/roundtables/${id}`);
    await organizerPage.getByRole("button", { name: "Manage", exact: true }).click();
    const manage = organizerPage.getByRole("dialog", { name: "Manage Roundtable" });
    await manage.getByLabel("Search members to invite as co-organizer").fill(helper.lastName);
    await manage.getByRole("list", { name: "Members found" }).getByRole("button", { name: "Invite" }).click();
    await toast(organizerPage, `Invitation sent to ${helper.firstName} ${helper.lastName}.`).waitFor();
    await manage.getByText("Invitation pending").waitFor();
    expect(await seriousViolations(organizerPage), "manage with an invitation").toEqual([]);
    await shoot(organizerPage, "invited", false);
    await organizerPage.keyboard.press("Escape");

    // Cora accepts from the bell.
    const helperPage = await at(helper, "/");
    await helperPage.getByRole("button", { name: /Notifications, 1 unread/ }).click();
    const bell = helperPage.getByRole("dialog", { name: "Notifications" });
    await bell.getByText(`invites you to co-organize "${title}"`).waitFor();
    expect(await seriousViolations(helperPage), "bell with an invitation").toEqual([]);
    await shoot(helperPage, "bell", false);
    await bell.getByRole("button", { name: "Accept" }).click();
    await toast(helperPage, "You're now a co-organizer.").waitFor();

    // My Roundtables lists it where she manages it: under Organized, marked Co-organizer, not under Joined.
    await helperPage.goto("/my-roundtables");
    await helperPage.getByRole("tab", { name: "Organized (1)" }).waitFor();
    const organizedCard = helperPage.getByRole("article", { name: title });
    await organizedCard.getByText("Co-organizer", { exact: true }).waitFor();
    await organizedCard.getByRole("button", { name: "Manage" }).waitFor();
    expect(await helperPage.getByRole("tab", { name: "Joined (0)" }).count()).toBe(1);
    expect(await seriousViolations(helperPage), "my roundtables as a co-organizer").toEqual([]);
    await expectNoSidewaysScroll(helperPage, "my roundtables as a co-organizer");
    await shoot(helperPage, "my-roundtables", false);

    // As a co-organizer she manages from the roundtable's page: she adds Gus.
    await helperPage.goto(`/roundtables/${id}`);
    await helperPage.getByText("Co-organizer", { exact: true }).first().waitFor();
    await helperPage.getByRole("button", { name: "Manage", exact: true }).click();
    const coManage = helperPage.getByRole("dialog", { name: "Manage Roundtable" });
    await coManage.getByRole("button", { name: "Add Participant" }).click();
    await coManage.getByPlaceholder("Search users by name or email...").fill(guest.lastName);
    await coManage.getByRole("list", { name: "Users found" }).getByRole("button", { name: "Add", exact: true }).click();
    await toast(helperPage, "Participant added successfully.").waitFor();
    await coManage.getByRole("button", { name: "Step down" }).waitFor();
    expect(await coManage.getByRole("button", { name: "Delete" }).count()).toBe(0);
    expect(await seriousViolations(helperPage), "co-organizer's manage").toEqual([]);
    await expectNoSidewaysScroll(helperPage, "co-organizer's manage");
    await shoot(helperPage, "co-manage", false);
    expect((await api<{ participantCount: number }>(helperPage, "GET", `/api/roundtables/${id}`)).participantCount).toBe(3);

    // The organizer hands the roundtable over to Cora, after a confirm.
    await organizerPage.goto(`/roundtables/${id}`);
    await organizerPage.getByRole("button", { name: "Manage", exact: true }).click();
    await manage.getByRole("button", { name: "Hand over" }).click();
    const confirm = organizerPage.getByRole("dialog", { name: /over to Cora/ });
    await confirm.waitFor();
    expect(await seriousViolations(organizerPage), "hand-over confirm").toEqual([]);
    await shoot(organizerPage, "hand-over-confirm", false);
    await confirm.getByRole("button", { name: "Hand over" }).click();
    await toast(organizerPage, `${helper.firstName} ${helper.lastName} now organizes this roundtable.`).waitFor();
    const after = await api<{ organizerId: number; isCoOrganizer: boolean }>(organizerPage, "GET", `/api/roundtables/${id}`);
    expect(after).toMatchObject({ organizerId: helper.id, isCoOrganizer: true });

    // The page names the co-organizer (now Olga) to every member.
    const guestPage = await at(guest, `/roundtables/${id}`);
    await guestPage.getByText("Co-organizers", { exact: true }).first().waitFor();
    await guestPage.getByText(`${organizer.firstName} ${organizer.lastName}`).first().waitFor();
    expect(await seriousViolations(guestPage), "roundtable page with co-organizers").toEqual([]);
    await shoot(guestPage, "page");
  }, 240_000);
});
