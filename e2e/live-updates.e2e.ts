/**
 * Live updates at 390 px: a member reads a roundtable's page and the browse list while another
 * member, in another browser, joins it; the seat count on both changes without a reload, and the
 * organizer's bell counts the news. Axe on the page; screenshots kept.
 */
import { describe, expect, it } from "vitest";
import { screenshot, trackedPagesForFile } from "./support/browser";
import { seriousViolations } from "./support/axe";
import { api, expectNoSidewaysScroll, PHONE } from "./support/layout";
import { createMember, uniqueEmail } from "./support/members";

const pages = trackedPagesForFile();
const phone = { viewport: PHONE.viewport, isMobile: PHONE.isMobile };

describe("live updates at 390 px", () => {
  it("shows a seat taken in another browser on the open page and list, and the organizer's bell, without a reload", async () => {
    const stamp = `live-${Date.now()}`;
    const organizer = await createMember({ firstName: "Lena", lastName: "Live", email: uniqueEmail(`lena-${stamp}`) });
    const reader = await createMember({ firstName: "Rory", lastName: "Reader", email: uniqueEmail(`rory-${stamp}`) });
    const joiner = await createMember({ firstName: "Jo", lastName: "Joiner", email: uniqueEmail(`jo-${stamp}`) });
    const title = `Letters that crossed the sea ${stamp}`;

    const organizerPage = await pages.signedIn(organizer, "/", phone);
    const { id } = await api<{ id: number }>(organizerPage, "POST", "/api/roundtables", { title, description: "We read letters between writers.", maxParticipants: 4, tags: ["letters"] });

    // The reader has the roundtable's page open, and the list in another tab of the same browser.
    const readerPage = await pages.signedIn(reader, `/roundtables/${id}`, phone);
    await readerPage.getByRole("heading", { level: 1, name: title }).waitFor();
    const participants = readerPage.getByText("1/4", { exact: true });
    await participants.waitFor();
    const listPage = await readerPage.context().newPage();
    await listPage.goto(`/browse?query=${encodeURIComponent(stamp)}`);
    const card = listPage.getByRole("article", { name: title });
    await card.getByText("1/4 participants").waitFor();
    await organizerPage.goto("/my-roundtables");
    await organizerPage.getByRole("article", { name: title }).waitFor();
    // A mark on the open document: a reload would lose it.
    await readerPage.evaluate(() => ((window as unknown as { liveMark: string }).liveMark = "still here"));

    // Another member, in a browser of their own, takes a seat.
    const joinerPage = await pages.signedIn(joiner, "/", phone);
    await api(joinerPage, "POST", `/api/roundtables/${id}/join`);

    await readerPage.getByText("2/4", { exact: true }).waitFor({ timeout: 10_000 });
    await card.getByText("2/4 participants").waitFor({ timeout: 10_000 });
    await organizerPage.getByRole("article", { name: title }).getByText("2/4 participants").waitFor({ timeout: 10_000 });
    await organizerPage.getByRole("button", { name: /Notifications, 1 unread/i }).waitFor({ timeout: 10_000 });
    // Nobody reloaded: the same document, updated in place.
    expect(await readerPage.evaluate(() => (window as unknown as { liveMark?: string }).liveMark)).toBe("still here");
    expect(new URL(readerPage.url()).pathname).toBe(`/roundtables/${id}`);

    await expectNoSidewaysScroll(readerPage, "roundtable page after a live update");
    expect(await seriousViolations(readerPage), "roundtable page after a live update").toEqual([]);
    expect(await seriousViolations(organizerPage), "my roundtables after a live update").toEqual([]);
    await screenshot(readerPage, "live-updates-roundtable-390");
    await screenshot(organizerPage, "live-updates-organizer-390");
  });
});
