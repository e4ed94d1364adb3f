import crypto from "node:crypto";
import supertest from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "@shared/types";
import { registerMember } from "../testing/factories";
import { createTestAppWithMember } from "../testing/file-set-up";
import type { TestApp } from "../testing/test-app";
import { createRoundtable, type Member } from "../testing/roundtables";
import { unsubscribeToken } from "./unsubscribe-token";

let testApp: TestApp;
let organizer: Member;

beforeAll(async () => ({ testApp, member: organizer } = await createTestAppWithMember()));
afterAll(() => testApp.close());

const preferenceOf = async (member: Member) => ((await member.agent.get("/api/auth/user")).body as CurrentUser).emailNotifications;

/** The unsubscribe path from the List-Unsubscribe header of the newest mail to this member. */
async function unsubscribePathFromMail(member: Member): Promise<string> {
  const roundtable = await createRoundtable(organizer.agent);
  await organizer.agent.post(`/api/roundtables/${roundtable.id}/participants/${member.user.id}`).expect(201);
  const header = testApp.outbox.filter((mail) => mail.to === member.user.email).at(-1)?.headers?.["List-Unsubscribe"];
  expect(header).toBeDefined();
  return new URL(header!.slice(1, -1)).pathname;
}

describe("one-click unsubscribe", () => {
  it("when a mail client POSTs the link without a cookie, as RFC 8058 does, then notification e-mails are off", async () => {
    const member = await registerMember(testApp);
    const path = await unsubscribePathFromMail(member);
    const response = await supertest(testApp.app)
      .post(path)
      .type("form")
      .send("List-Unsubscribe=One-Click");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: "Notification e-mails are off" });
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect(await preferenceOf(member)).toBe(false);
  });

  it("when the POST comes from another site (a web mail client), then the cross-site check lets it through", async () => {
    const member = await registerMember(testApp);
    const path = await unsubscribePathFromMail(member);
    const response = await supertest(testApp.app).post(path).set("Origin", "https://mail.example.com").type("form").send("List-Unsubscribe=One-Click");
    expect(response.status).toBe(200);
    expect(await preferenceOf(member)).toBe(false);
  });

  it("when another site posts anywhere else, or uses another method on the link, then the cross-site check still refuses it", async () => {
    const member = await registerMember(testApp);
    const path = await unsubscribePathFromMail(member);
    const elsewhere = "https://evil.example.com";
    expect((await member.agent.post("/api/roundtables").set("Origin", elsewhere).send({})).status).toBe(403);
    expect((await member.agent.put("/api/auth/user").set("Origin", elsewhere).send({ emailNotifications: false })).status).toBe(403);
    expect((await supertest(testApp.app).put(path).set("Origin", elsewhere)).status).toBe(403);
    expect((await supertest(testApp.app).delete(path).set("Origin", elsewhere)).status).toBe(403);
    expect((await supertest(testApp.app).post(`${path}/extra`).set("Origin", elsewhere)).status).toBe(403);
    expect(await preferenceOf(member)).toBe(true);
  });

  it("when the link is opened with GET (a person, or a mail scanner), then a confirmation page shows and nothing changes", async () => {
    const member = await registerMember(testApp);
    const path = await unsubscribePathFromMail(member);
    const page = await supertest(testApp.app).get(path);
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.text).toContain("Stop notification e-mails?");
    // A forwarded mail's link tells its reader nothing about whose it is.
    expect(page.text).not.toContain(member.user.email);
    expect(page.text).toMatch(/<form method="post"><button type="submit">Unsubscribe<\/button><\/form>/);
    await supertest(testApp.app).get(path).expect(200);
    expect(await preferenceOf(member)).toBe(true);
  });

  it("when the page's button posts (a browser form), then it answers with a page saying e-mails are off; a later GET says so too", async () => {
    const member = await registerMember(testApp);
    const path = await unsubscribePathFromMail(member);
    const response = await supertest(testApp.app).post(path).set("Accept", "text/html,application/xhtml+xml,*/*;q=0.8");
    expect(response.status).toBe(200);
    expect(response.text).toContain("You are unsubscribed");
    expect(await preferenceOf(member)).toBe(false);
    expect((await supertest(testApp.app).get(path)).text).toContain("Notification e-mails are off");
  });

  it("when the token is wrong, expired, keyed by another secret, forged for another member or for nobody, then it answers 404 and nobody's preference changes", async () => {
    const member = await registerMember(testApp);
    const path = await unsubscribePathFromMail(member);
    const token = path.split("/").at(-1)!;
    const [, lastDay, signature] = token.split(".");
    const longAgo = Date.now() - 91 * 24 * 60 * 60 * 1000;
    const bad = [
      "nonsense",
      `${member.user.id}.${"A".repeat(43)}`,
      `${organizer.user.id}.${lastDay}.${signature}`,
      `${member.user.id}.${Number(lastDay) + 1}.${signature}`,
      unsubscribeToken(member.user.id, "some-other-secret-that-is-long-enough"),
      // Keyed by the session secret: unsubscribe links have a secret of their own.
      unsubscribeToken(member.user.id, testApp.config.sessionSecret),
      // Made 91 days ago: a link lasts 90.
      unsubscribeToken(member.user.id, testApp.config.unsubscribeSecret, "notifications", longAgo),
      unsubscribeToken(999_999, testApp.config.unsubscribeSecret),
      `${token}x`,
    ];
    for (const candidate of bad) {
      const post = await supertest(testApp.app).post(`/api/unsubscribe/${encodeURIComponent(candidate)}`);
      expect(post.status).toBe(404);
      expect(post.body).toEqual({ message: "This unsubscribe link is not valid", code: "invalid_link" });
      const get = await supertest(testApp.app).get(`/api/unsubscribe/${encodeURIComponent(candidate)}`);
      expect(get.status).toBe(404);
      expect(get.text).toContain("This link is not valid");
    }
    expect(await preferenceOf(member)).toBe(true);
    expect(await preferenceOf(organizer)).toBe(true);
  });

  it("when the member turns e-mails back on from the profile, then the links mailed before stop working and a new mail's link works", async () => {
    const member = await registerMember(testApp);
    const old = await unsubscribePathFromMail(member);
    const unused = await unsubscribePathFromMail(member);
    await supertest(testApp.app).post(old).expect(200);
    expect(await preferenceOf(member)).toBe(false);
    await member.agent.put("/api/auth/user").send({ emailNotifications: true }).expect(200);

    for (const path of [old, unused]) {
      expect((await supertest(testApp.app).get(path)).status).toBe(404);
      expect((await supertest(testApp.app).post(path)).status).toBe(404);
    }
    expect(await preferenceOf(member)).toBe(true);
    // Saving the profile with mail already on retires nothing.
    const fresh = await unsubscribePathFromMail(member);
    await member.agent.put("/api/auth/user").send({ emailNotifications: true }).expect(200);
    await supertest(testApp.app).post(fresh).expect(200);
    expect(await preferenceOf(member)).toBe(false);
  });

  it("when the member lets members write again, then the messages links made before stop working", async () => {
    const member = await registerMember(testApp);
    const before = `/api/unsubscribe/${unsubscribeToken(member.user.id, testApp.config.unsubscribeSecret, "messages")}`;
    await member.agent.put("/api/auth/user").send({ acceptMessages: false }).expect(200);
    await member.agent.put("/api/auth/user").send({ acceptMessages: true }).expect(200);
    expect((await supertest(testApp.app).post(before)).status).toBe(404);
    const after = `/api/unsubscribe/${unsubscribeToken(member.user.id, testApp.config.unsubscribeSecret, "messages")}`;
    await supertest(testApp.app).post(after).expect(200);
    expect(((await member.agent.get("/api/auth/user")).body as CurrentUser).acceptMessages).toBe(false);
  });

  it("when a link of the older form (its last day, not when it was made) arrives, then it still works until that day", async () => {
    const member = await registerMember(testApp);
    const lastDay = Math.floor(Date.now() / 86_400_000) + 30;
    const signature = crypto.createHmac("sha256", testApp.config.unsubscribeSecret).update(`unsubscribe:${member.user.id}:${lastDay}`).digest("base64url");
    await supertest(testApp.app).post(`/api/unsubscribe/${member.user.id}.${lastDay}.${signature}`).expect(200);
    expect(await preferenceOf(member)).toBe(false);
  });
});
