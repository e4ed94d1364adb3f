/**
 * The day at the table, on a phone (390 px): the organizer checks members in by a tick, by a typed
 * pass code and by a photo of a pass; at the session's start (DOOR_RELEASE_MINUTES=0 on this file's
 * own server) the no-shows' seats go to the first in line, held for them, and the seat left over
 * opens to walk-ins, listed under Open seats now; a walk-in's pass seats them. Staff then read the
 * day's attendance on the Review page and download it as CSV. Axe on each screen; screenshots at
 * 390 and 1280 px.
 *
 * The built app reads the real clock, so the journey makes its convention under way today and a
 * session whose check-in is open; once the organizer has checked people in, staff move the session
 * to start two seconds from now, and the door, swept every second on this server
 * (DOOR_SWEEP_SECONDS=1), releases at once: nothing waits for a session to come round
 * (docs/testing.md, "Dates"). Changing the convention's days changes every page of the server, so
 * the file runs on a server of its own.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { parse } from "csv-parse/sync";
import QRCode from "qrcode";
import { describe, expect, it, onTestFinished } from "vitest";
import type { AttendanceList, MemberPass, Notification, ProgramSession, Roundtable } from "@shared/types";
import { screenshot, toast, trackedPagesForFile } from "./support/browser";
import { seriousViolations } from "./support/axe";
import { DESKTOP, expectNoSidewaysScroll, PHONE } from "./support/layout";
import { createMemberAt, signedInCaller, staffMember, uniqueEmail, type ApiCaller, type Member } from "./support/members";
import { startConventionYesterday } from "./support/convention";
import { ownServerForFile } from "./support/server";

ownServerForFile({ DOOR_RELEASE_MINUTES: "0", DOOR_SWEEP_SECONDS: "1" });
const pages = trackedPagesForFile();

async function expectAccessible(page: Page, where: string) {
  expect(await seriousViolations(page), `${where}: axe`).toEqual([]);
}

async function passOf(member: Member): Promise<MemberPass> {
  return (await signedInCaller(member))<MemberPass>("GET", "/api/user/pass");
}

const row = (page: Page, name: string) => page.getByRole("region", { name: "Check in" }).getByRole("button", { name: new RegExp(name) });

async function typeCode(page: Page, token: string) {
  await page.getByRole("textbox", { name: "Pass code" }).fill(token.toLowerCase());
  await page.getByRole("button", { name: "Check in", exact: true }).click();
}

describe("the day at the table", () => {
  it("the organizer checks members in by tick, typed code and a photo of a pass; a no-show's seat goes to the first in line; a walk-in takes the open seat", async () => {
    const staff = await signedInCaller(staffMember());
    // The convention is under way today, in its own time zone.
    const convention = await startConventionYesterday(staff);

    const person = (first: string, last: string, chapter = "Tulane University") => createMemberAt(chapter, { firstName: first, lastName: last, email: uniqueEmail(first.toLowerCase()) });
    const organizer = await person("Zora", "Hurston");
    const [ann, ben, nell, nate, wanda, walt] = await Promise.all([
      person("Ann", "Petry", "Rice University"),
      person("Ben", "Okri"),
      person("Nell", "Larsen"),
      person("Nate", "Shaw", "Rice University"),
      person("Wanda", "Coleman"),
      person("Walt", "Whitman", "Rice University"),
    ]);
    const asOrganizer = await signedInCaller(organizer);
    const title = `Mules and Men at the Table ${Date.now()}`;
    const roundtable = await asOrganizer<Roundtable>("POST", "/api/roundtables", {
      title,
      description: "Hurston's folklore, read aloud: everyone brings one story from the book.",
      targetAudience: "both",
      maxParticipants: 5,
      tags: ["folklore"],
    });
    for (const member of [ann, ben, nell, nate]) await (await signedInCaller(member))("POST", `/api/roundtables/${roundtable.id}/join`);
    const asWanda = await signedInCaller(wanda);
    expect(await asWanda("POST", `/api/roundtables/${roundtable.id}/join`)).toEqual({ joined: false, waitlisted: true });

    // A session starting ten minutes from now: check-in is already open (from 30 minutes before).
    const sessionAt = (startsAt: number) => ({
      name: "Right Now Roundtables",
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(startsAt + 60 * 60_000).toISOString(),
      rooms: ["Cabildo Room"],
    });
    const session = await staff<ProgramSession>("POST", `/api/staff/conventions/${convention.id}/sessions`, sessionAt(Date.now() + 10 * 60_000));
    await staff("PUT", `/api/staff/roundtables/${roundtable.id}/placement`, { sessionId: session.id });

    const benPass = await passOf(ben);
    const photoDir = await fs.mkdtemp(path.join(os.tmpdir(), "ec-pass-"));
    onTestFinished(() => fs.rm(photoDir, { recursive: true, force: true }));
    const photo = path.join(photoDir, "zora-pass.png");
    await QRCode.toFile(photo, (await passOf(organizer)).token, { width: 480, margin: 4 });

    // The organizer opens the roundtable on their phone: Check in is there, everyone seated listed.
    const page = await pages.signedIn(organizer, `/roundtables/${roundtable.id}`, PHONE);
    page.setDefaultTimeout(20_000);
    const checkIn = page.getByRole("region", { name: "Check in" });
    await checkIn.waitFor();
    await checkIn.getByText("0 of 5 here").waitFor();

    // A tick for Ann.
    await row(page, "Ann Petry").click();
    await expect.poll(() => row(page, "Ann Petry").getAttribute("aria-pressed")).toBe("true");
    // Ben's code, typed as it reads on his phone (any case).
    await typeCode(page, benPass.token);
    await toast(page, "Ben Okri is checked in.").waitFor();
    await expect.poll(() => row(page, "Ben Okri").getAttribute("aria-pressed")).toBe("true");
    // The organizer's own pass, from a photo.
    await page.getByRole("button", { name: "Scan a pass" }).click();
    const scanner = page.getByRole("dialog", { name: "Scan a pass" });
    await scanner.waitFor();
    await expectAccessible(page, "scan a pass");
    await scanner.locator("input[type=file]").setInputFiles(photo);
    await toast(page, "Zora Hurston is checked in.").waitFor();
    await expect.poll(() => row(page, "Zora Hurston").getAttribute("aria-pressed")).toBe("true");
    await checkIn.getByText("3 of 5 here").waitFor();
    await expectNoSidewaysScroll(page, "check-in at 390");
    await expectAccessible(page, "check-in");
    await screenshot(page, "at-the-table-check-in-390");

    // Staff move the session to start two seconds from now; at its start the door releases Nell's and
    // Nate's seats within a sweep (every second here).
    await staff("PUT", `/api/staff/sessions/${session.id}`, sessionAt(Date.now() + 2_000));
    let list: AttendanceList | undefined;
    await expect
      .poll(
        async () => {
          list = await asOrganizer<AttendanceList>("GET", `/api/roundtables/${roundtable.id}/attendance`);
          return list.releasedAt !== null;
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(true);
    const seated = list!.items.map((item) => `${item.user.firstName} ${item.status}`).sort();
    expect(seated).toEqual(["Ann checked_in", "Ben checked_in", "Wanda held", "Zora checked_in"]);

    // Wanda, first in line, is told the seat is held for her; Nell is told hers went.
    const bell = async (caller: ApiCaller) => (await caller<{ items: Notification[] }>("GET", "/api/notifications")).items.map((item) => item.kind);
    expect(await bell(asWanda)).toContain("door_seat_offered");
    expect(await bell(await signedInCaller(nell))).toContain("door_seat_released");

    // The page shows it: Wanda's seat is held, the no-shows are gone.
    await page.reload();
    await row(page, "Wanda Coleman").getByText(/Seat held until/).waitFor();
    expect(await checkIn.getByText("Nell Larsen").count()).toBe(0);

    // Walt, at the program on his phone, sees the one seat left open now.
    const waltPage = await pages.signedIn(walt, "/program", PHONE);
    const openNow = waltPage.getByRole("region", { name: "Open seats now" });
    await openNow.getByRole("link", { name: title }).waitFor();
    await openNow.getByText("1 seat").waitFor();
    await expectAccessible(waltPage, "program with open seats");
    await expectNoSidewaysScroll(waltPage, "program at 390");
    await screenshot(waltPage, "at-the-table-open-seats-390", { fullPage: false });

    // He walks in with his pass: seated and checked in at once.
    await typeCode(page, (await passOf(walt)).token);
    await toast(page, "Walt Whitman is checked in.").waitFor();
    await row(page, "Walt Whitman").getByText("Walk-in").waitFor();
    await checkIn.getByText("4 of 5 here").waitFor();
    await expect.poll(async () => (await openNow.getByRole("link", { name: title }).count()) === 0, { timeout: 30_000 }).toBe(true);
    await screenshot(page, "at-the-table-walk-in-390");

    const desktop = await pages.signedIn(organizer, `/roundtables/${roundtable.id}`, DESKTOP);
    await desktop.getByRole("region", { name: "Check in" }).getByText("4 of 5 here").waitFor();
    await expectAccessible(desktop, "check-in at 1280");
    await screenshot(desktop, "at-the-table-check-in-1280");

    // Staff read the day on the Review page: checked in of seated, the walk-in and the no-shows.
    const review = await pages.signedIn(staffMember(), `/review?status=placed&query=${encodeURIComponent(title)}`, PHONE);
    const attendance = review.getByRole("listitem", { name: title }).getByRole("group", { name: "Attendance" });
    await attendance.waitFor();
    expect(await attendance.textContent()).toBe("Attendance4 / 5 checked in / seated1 walk-in · 2 no-shows");
    await expectNoSidewaysScroll(review, "review at 390");
    await expectAccessible(review, "review with attendance");
    await screenshot(review, "at-the-table-review-390");
    // And download it: the roundtable's row, then the chapters' totals.
    const [download] = await Promise.all([review.waitForEvent("download"), review.getByRole("link", { name: "Download attendance (CSV)" }).click()]);
    expect(download.suggestedFilename()).toBe("convention-attendance.csv");
    const lines = parse(await fs.readFile((await download.path())!, "utf8"), { bom: true, relax_column_count: true }) as string[][];
    expect(lines[0]).toEqual(["Roundtable", "Session", "Room", "Seated", "Checked in", "Walk-ins", "From waitlist", "No-shows", "Ratings", "Average rating"]);
    // Nobody has rated it yet: no ratings, no average.
    expect(lines.find((line) => line[0] === title)).toEqual([title, "Right Now Roundtables", "Cabildo Room", "5", "4", "1", "0", "2", "0", ""]);
    expect(lines.some((line) => line[0] === "Chapter totals")).toBe(true);
    const wide = await pages.signedIn(staffMember(), `/review?status=placed&query=${encodeURIComponent(title)}`, DESKTOP);
    await wide.getByRole("listitem", { name: title }).getByRole("group", { name: "Attendance" }).waitFor();
    await screenshot(wide, "at-the-table-review-1280");
  }, 300_000);
});
