/**
 * Feedback after the table, on a phone (390 px): a member who was checked in is asked once by the
 * bell when the session ends, finds "Rate it" on My Convention, rates the roundtable with a comment
 * and sees their rating to change; the organizer reads the average and the comment without names.
 * A seated member who never came can't rate it. Axe on each screen; screenshots at 390 and 1280 px.
 *
 * The built app reads the real clock, so the journey makes its convention under way today and a
 * session whose check-in is open; once Ann is checked in, staff move the session to end two
 * seconds from now, and the feedback sweep, every second on this server (FEEDBACK_SWEEP_SECONDS=1),
 * asks at once: nothing waits for a session to come round (docs/testing.md, "Dates"). Changing the convention's days changes
 * every page of the server, so the file runs on a server of its own.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Agenda, Notification, ProgramSession, Roundtable } from "@shared/types";
import { screenshot, toast, trackedPagesForFile } from "./support/browser";
import { seriousViolations } from "./support/axe";
import { DESKTOP, expectNoSidewaysScroll, PHONE } from "./support/layout";
import { createMemberAt, signedInCaller, staffMember, uniqueEmail } from "./support/members";
import { startConventionYesterday } from "./support/convention";
import { ownServerForFile } from "./support/server";

ownServerForFile({ FEEDBACK_SWEEP_SECONDS: "1" });
const pages = trackedPagesForFile();

async function expectAccessible(page: Page, where: string) {
  expect(await seriousViolations(page), `${where}: axe`).toEqual([]);
}

describe("feedback after the table", () => {
  it("a member who was there is asked once, rates it from the agenda at 390 px and can change it; the organizer reads it without names", async () => {
    const staff = await signedInCaller(staffMember());
    // The convention is under way today, in its own time zone.
    const convention = await startConventionYesterday(staff);

    const person = (first: string, last: string, chapter = "Tulane University") => createMemberAt(chapter, { firstName: first, lastName: last, email: uniqueEmail(first.toLowerCase()) });
    const [organizer, ann, ben] = await Promise.all([person("Alice", "Dunbar"), person("Ann", "Petry", "Rice University"), person("Ben", "Okri")]);
    const asOrganizer = await signedInCaller(organizer);
    const asAnn = await signedInCaller(ann);
    const asBen = await signedInCaller(ben);
    const title = `Passing, Read Closely ${Date.now()}`;
    const roundtable = await asOrganizer<Roundtable>("POST", "/api/roundtables", {
      title,
      description: "Nella Larsen's Passing, one chapter at a time: what each character sees and refuses to see.",
      targetAudience: "both",
      maxParticipants: 5,
      tags: ["larsen"],
    });
    for (const caller of [asAnn, asBen]) await caller("POST", `/api/roundtables/${roundtable.id}/join`);

    // A session starting in ten minutes: check-in is open already (30 minutes before the start).
    const sessionFrom = (startsAt: number, endsAt: number) => ({
      name: "Quick Reads",
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(endsAt).toISOString(),
      rooms: ["Pontalba Room"],
    });
    const session = await staff<ProgramSession>("POST", `/api/staff/conventions/${convention.id}/sessions`, sessionFrom(Date.now() + 10 * 60_000, Date.now() + 70 * 60_000));
    await staff("PUT", `/api/staff/roundtables/${roundtable.id}/placement`, { sessionId: session.id });
    // Ann comes; Ben never does.
    await asOrganizer("POST", `/api/roundtables/${roundtable.id}/attendance`, { userId: ann.id });
    // Then the session runs and ends two seconds from now.
    await staff("PUT", `/api/staff/sessions/${session.id}`, sessionFrom(Date.now() - 60 * 60_000, Date.now() + 2_000));

    // The session ends; within the sweep Ann's bell asks her, once. Ben is not asked.
    const asks = async () =>
      (await asAnn<{ items: Notification[] }>("GET", "/api/notifications")).items.filter((item) => item.kind === "feedback_requested" && item.roundtableId === roundtable.id);
    await expect.poll(async () => (await asks()).length, { timeout: 30_000, interval: 500 }).toBe(1);
    expect((await asks())[0]?.message).toBe(`How was "${title}"? Rate it from 1 to 5 on its page; the organizers see ratings and comments without names.`);
    const bensBell = (await asBen<{ items: Notification[] }>("GET", "/api/notifications")).items;
    expect(bensBell.filter((item) => item.kind === "feedback_requested")).toEqual([]);
    await expect(asBen("PUT", `/api/roundtables/${roundtable.id}/feedback`, { rating: 5 })).rejects.toThrow(/403.*not_checked_in/);

    // My Convention asks her too, until she rates it.
    const annsAgenda = await asAnn<Agenda>("GET", "/api/user/agenda");
    expect(annsAgenda.items.find((item) => item.roundtable.id === roundtable.id)?.feedbackDue).toBe(true);
    const page = await pages.signedIn(ann, "/agenda", PHONE);
    page.setDefaultTimeout(20_000);
    const rateIt = page.getByRole("link", { name: `Rate it: ${title}` });
    await rateIt.waitFor();
    await expectNoSidewaysScroll(page, "agenda with Rate it at 390");
    await expectAccessible(page, "agenda with Rate it");
    await screenshot(page, "feedback-agenda-390");

    await rateIt.click();
    const form = page.getByRole("region", { name: "How was it?" });
    const rating = form.getByRole("group", { name: "Your rating" });
    await rating.waitFor();
    await expectAccessible(page, "feedback form");
    // Nothing chosen yet: the form says so.
    await form.getByRole("button", { name: "Send feedback" }).click();
    await form.getByText("Choose a rating from 1 to 5").waitFor();
    await rating.getByText("Very good").click();
    await form.getByRole("textbox", { name: /Comment/ }).fill("Everyone read a passage aloud; I'd come again.");
    await form.getByText("46 / 1,000 characters").waitFor();
    await form.getByRole("button", { name: "Send feedback" }).click();
    await toast(page, "Thanks for your feedback").waitFor();
    await form.getByText("You rated it 4 of 5 (Very good). Change it any time.").waitFor();
    await expectNoSidewaysScroll(page, "feedback form at 390");
    await expectAccessible(page, "feedback given");
    await screenshot(page, "feedback-form-390");

    // She changes her mind: five.
    await rating.getByText("Excellent").click();
    await form.getByRole("button", { name: "Update feedback" }).click();
    await toast(page, "Feedback updated").waitFor();
    await form.getByText("You rated it 5 of 5 (Excellent). Change it any time.").waitFor();

    // The agenda no longer asks.
    await page.goto(new URL("/agenda", page.url()).toString());
    await page.getByRole("link", { name: title }).first().waitFor();
    expect(await page.getByRole("link", { name: `Rate it: ${title}` }).count()).toBe(0);

    // The organizer reads the average and the comment, never who wrote it.
    const organizerPage = await pages.signedIn(organizer, `/roundtables/${roundtable.id}`, PHONE);
    organizerPage.setDefaultTimeout(20_000);
    const summary = organizerPage.getByRole("region", { name: "Feedback" });
    await summary.getByText("5.0").waitFor();
    await summary.getByText(/average of 1 rating/).waitFor();
    await summary.getByText("Everyone read a passage aloud; I'd come again.").waitFor();
    expect(await summary.getByText(/Ann|Petry/).count()).toBe(0);
    expect(await organizerPage.getByRole("region", { name: "How was it?" }).count()).toBe(0);
    await expectNoSidewaysScroll(organizerPage, "feedback summary at 390");
    await expectAccessible(organizerPage, "feedback summary");
    await screenshot(organizerPage, "feedback-summary-390");

    const desktop = await pages.signedIn(organizer, `/roundtables/${roundtable.id}`, DESKTOP);
    await desktop.getByRole("region", { name: "Feedback" }).getByText("5.0").waitFor();
    await expectAccessible(desktop, "feedback summary at 1280");
    await screenshot(desktop, "feedback-summary-1280");
  }, 300_000);
});
