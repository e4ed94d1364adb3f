import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, toast, trackedPagesForFile } from "./support/browser";
import { createMember, createMemberAt, uniqueEmail, type Member } from "./support/members";
import { fillRoundtableForm, openCreateDialog } from "./support/roundtable-form";

const pages = trackedPagesForFile();

const pageFor = (member: Member, pathname = "/") => pages.signedIn(member, pathname);

const card = (page: Page, title: string) => page.getByRole("article", { name: title });

describe("roundtables", () => {
  it("creates a roundtable with invitees, is found by search and tag, joined, filled, waitlisted, left and promoted", async () => {
    const organizer = await createMemberAt("Tulane University", { firstName: "Anne", lastName: "Rice", email: uniqueEmail("anne") });
    const invitee = await createMemberAt("Rice University", { firstName: "Lestat", lastName: "Lioncourt", email: uniqueEmail("lestat"), shareEmail: true });
    const joiner = await createMemberAt("Rice University", { firstName: "Louis", lastName: "Pointe", email: uniqueEmail("louis") });
    const waiter = await createMember({ firstName: "Claudia", lastName: "Vamp", email: uniqueEmail("claudia") });
    const title = `Vampires of the Vieux Carré ${Date.now()}`;

    // The organizer creates it from the dashboard with an invitee.
    const organizerPage = await pageFor(organizer, "/");
    await organizerPage.getByRole("heading", { name: "Welcome, Anne!" }).waitFor();
    const dialog = await openCreateDialog(organizerPage);
    await fillRoundtableForm(dialog, {
      title,
      description: "Interview with the Vampire and the city that made it: we read, then walk the Quarter.",
      maxParticipants: 3,
      tags: "gothic, New Orleans, vampires",
    });
    await dialog.getByRole("button", { name: /Invite Participants/ }).click();
    await dialog.getByLabel("Search members to invite").fill("Lestat");
    await dialog.getByRole("button", { name: "Invite Lestat Lioncourt" }).click();
    await dialog.getByRole("list", { name: "Invited members" }).getByText("Lestat Lioncourt").waitFor();
    await screenshot(organizerPage, "create-dialog");
    await dialog.getByRole("button", { name: "Create Roundtable" }).click();
    await toast(organizerPage, "Roundtable created successfully with 1 participant(s) invited!").waitFor();
    await card(organizerPage, title).getByText("Your Roundtable").waitFor();
    await card(organizerPage, title).getByText("2/3 participants").waitFor();
    const participants = await organizerPage.request.get(`/api/roundtables?query=${encodeURIComponent("Vieux")}`);
    const [created] = (await participants.json()) as Array<{ id: number }>;
    const list = await (await organizerPage.request.get(`/api/roundtables/${created!.id}/participants`)).json();
    expect(list.map((participant: { user: { email: string } }) => participant.user.email)).toContain(invitee.email);
    await screenshot(organizerPage, "dashboard");

    // Another member finds it by search and by tag on Browse, and joins.
    const joinerPage = await pageFor(joiner, "/browse");
    await joinerPage.getByRole("heading", { name: "All Roundtables" }).waitFor();
    await joinerPage.getByRole("search").getByLabel("Search").fill("vieux carré");
    await joinerPage.getByRole("heading", { name: "Search Results" }).waitFor();
    await card(joinerPage, title).waitFor();
    await joinerPage.getByRole("search").getByLabel("Search").fill("");
    await joinerPage.getByRole("button", { name: /^Filters/ }).click();
    await joinerPage.getByRole("search").getByLabel("Tag").fill("VAMPIRES");
    await expect.poll(() => joinerPage.getByText("1 result", { exact: true }).isVisible()).toBe(true);
    await card(joinerPage, title).getByRole("button", { name: "Join Roundtable" }).click();
    await toast(joinerPage, "Successfully joined the roundtable!").waitFor();
    await card(joinerPage, title).getByText("You have joined").waitFor();
    await screenshot(joinerPage, "browse");

    // Full now (3/3): the next member joins the waitlist.
    const waiterPage = await pageFor(waiter, `/browse?query=${encodeURIComponent(title)}`); // on its title: journeys beside it push the card off the first page
    const fullCard = card(waiterPage, title);
    await fullCard.getByRole("button", { name: "Full", exact: true }).waitFor();
    expect(await fullCard.getByRole("button", { name: "Full", exact: true }).isDisabled()).toBe(true);
    await fullCard.getByRole("button", { name: "Join Waitlist" }).click();
    await toast(waiterPage, "Added to Waitlist").waitFor();
    // In line: Browse says so, and offers no join beside it.
    await fullCard.getByText("You are on the waitlist").waitFor();
    expect(await fullCard.getByRole("button", { name: /Join Waitlist/ }).count()).toBe(0);

    // The joined member leaves from My Roundtables; the waiting member is promoted.
    await joinerPage.goto("/my-roundtables");
    await joinerPage.getByRole("tab", { name: "Joined (1)" }).click();
    await card(joinerPage, title).getByRole("button", { name: "Leave" }).click();
    // Someone waits: the seat goes to them, so a confirm comes first.
    await joinerPage.getByRole("dialog", { name: "Leave this roundtable?" }).getByRole("button", { name: "Leave" }).click();
    await toast(joinerPage, "Successfully left the roundtable.").waitFor();
    await joinerPage.getByText("No joined roundtables").waitFor();

    await waiterPage.goto("/my-roundtables");
    await waiterPage.getByRole("tab", { name: "Joined (1)" }).click();
    await card(waiterPage, title).getByText("Joined", { exact: true }).waitFor();
    await waiterPage.getByRole("button", { name: /Notifications, \d+ unread/ }).click();
    await waiterPage.getByText(/moved from the waitlist/).waitFor();
    await screenshot(waiterPage, "my-roundtables-joined");
    // Four members, six pages and a confirm on a small shared machine: more than the default minute.
  }, 120_000);

  it("lets the organizer manage participants, edit and delete", async () => {
    const organizer = await createMember({ firstName: "Edgar", lastName: "Poe", email: uniqueEmail("edgar"), userType: "advisor" });
    const guest = await createMember({ firstName: "Annabel", lastName: "Lee", email: uniqueEmail("annabel") });
    const title = `The Raven, slowly ${Date.now()}`;
    const page = await pageFor(organizer, "/");
    const dialog = await openCreateDialog(page);
    await fillRoundtableForm(dialog, { title, description: "One poem, read aloud three times.", maxParticipants: 4, tags: "poetry" });
    await dialog.getByRole("button", { name: "Create Roundtable" }).click();
    await toast(page, "Roundtable created successfully!").waitFor();

    await page.goto("/my-roundtables");
    await page.getByRole("tab", { name: "Organized (1)" }).waitFor();
    await card(page, title).getByRole("button", { name: "Manage" }).click();
    const manage = page.getByRole("dialog", { name: title });
    await manage.getByText("Current Participants (1/4)").waitFor();
    await manage.getByPlaceholder("Search users by name or email...").fill("Annabel");
    await manage.getByRole("button", { name: "Add", exact: true }).click();
    await screenshot(page, "manage-after-add");
    await toast(page, "Participant added successfully.").waitFor();
    await manage.getByText("Current Participants (2/4)").waitFor();
    await manage.getByRole("button", { name: "Already Added" }).waitFor();
    await manage.getByPlaceholder("Search users by name or email...").fill("Edgar");
    await manage.getByRole("button", { name: "Organizer" }).waitFor();
    await screenshot(page, "manage-dialog");
    await manage.getByRole("button", { name: "Remove Annabel Lee" }).click();
    await toast(page, "Participant removed successfully.").waitFor();
    await manage.getByText("Current Participants (1/4)").waitFor();
    await page.keyboard.press("Escape");

    // Dashboard variant: Edit Details and Delete. Found by its title: the journeys beside this one
    // share the server and may have pushed it off the newest-first page meanwhile.
    await page.goto("/");
    await page.getByRole("search").getByLabel("Search").fill(title);
    await card(page, title).getByRole("button", { name: "Manage" }).click();
    const dashboardManage = page.getByRole("dialog", { name: "Manage Roundtable" });
    await dashboardManage.getByText("Not scheduled yet").waitFor();
    await dashboardManage.getByRole("button", { name: "Edit Details" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Roundtable" });
    await edit.getByLabel("Title *").fill(`${title} (revised)`);
    await edit.getByLabel("Category *").selectOption("Poetry & Creative Writing");
    await screenshot(page, "edit-dialog");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await toast(page, "Roundtable updated successfully!").waitFor();
    // Saving returns to Manage, which shows the new values.
    const reopened = page.getByRole("dialog", { name: "Manage Roundtable" });
    await reopened.getByText(`${title} (revised)`).first().waitFor();
    await reopened.getByText("Poetry & Creative Writing").waitFor();
    await reopened.getByRole("button", { name: "Delete" }).click();
    const remove = page.getByRole("dialog", { name: "Delete Roundtable" });
    await remove.getByText(/cannot be undone/).waitFor();
    await remove.getByRole("button", { name: "Delete" }).click();
    await remove.getByText(/Are you sure/).waitFor();
    await screenshot(page, "delete-confirm");
    await remove.getByRole("button", { name: "Yes, delete it" }).click();
    await toast(page, "Roundtable deleted successfully.").waitFor();
    await expect.poll(() => card(page, `${title} (revised)`).count()).toBe(0);
    expect(guest.email).toContain("annabel");
  });
});
