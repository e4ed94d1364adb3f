/**
 * Web Push (docs/product.md, "Push"): subscribing and its rules, the VAPID keys made once, delivery
 * of every pushed kind to a push service on this machine (encrypted, signed, with TTL), the end of
 * a subscription its push service calls gone, and "starts in 15 minutes" written once at its
 * moment by the app's clock. The app's timers are not running here: each test sweeps itself.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ProgramSession } from "@shared/types";
import { pushSubscriptionSchemaFor } from "@shared/validators/push";
import { loadConfig } from "../env";
import { registerMember, type RegisteredMember } from "../testing/factories";
import { registerStaff } from "../testing/program";
import { browserSubscription, startPushService, verifyVapid, type TestPushService } from "../testing/push-service";
import { createRoundtable, join } from "../testing/roundtables";
import { createSecondApp } from "../testing/second-app";
import { createTestApp, TEST_NOW, type TestApp } from "../testing/test-app";
import { createPushDelivery, MAX_SUBSCRIPTIONS_PER_MEMBER, PUSH_KINDS, PUSHED_KINDS, writeStartsSoon } from "./index";
import { keepVapidKeys } from "./vapid-keys.storage";

let testApp: TestApp;
let pushService: TestPushService;
let staff: RegisteredMember;

beforeAll(async () => {
  testApp = await createTestApp({ PUSH_ALLOW_LOCAL_HTTP: "true" });
  pushService = await startPushService();
  staff = await registerStaff(testApp);
});
afterEach(() => testApp.clock.set(TEST_NOW));
afterAll(async () => {
  await pushService.close();
  await testApp.close();
});

const sweep = () => createPushDelivery(testApp.context).sweep();
const query = async <Row>(text: string, values: unknown[] = []) => (await testApp.database.pool.query(text, values)).rows as Row[];
const subscriptionsOf = (member: RegisteredMember) =>
  query<{ endpoint: string }>("select endpoint from push_subscriptions where user_id = $1 order by id", [member.user.id]);

let endpoints = 0;
/** A browser of `member`'s subscribed to the test push service, at its own path. */
async function subscribedBrowser(member: RegisteredMember) {
  const path = `/push/${++endpoints}`;
  const browser = browserSubscription(`${pushService.origin}${path}`);
  await member.agent.post("/api/push/subscriptions").send(browser.json).expect(201);
  return { ...browser, path, received: () => pushService.received.filter((push) => push.path === path) };
}

describe("the public key", () => {
  it("when members ask, then every process answers the same base64url P-256 key, made once", async () => {
    const member = await registerMember(testApp);
    const first = await member.agent.get("/api/push/public-key").expect(200);
    const second = createSecondApp(testApp);
    const other = await second.signIn(member);
    const again = await other.get("/api/push/public-key").expect(200);
    expect(first.body).toEqual({ publicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/) });
    expect(again.body).toEqual(first.body);
    expect(Buffer.from(first.body.publicKey, "base64url")[0]).toBe(4);
    expect(await query("select count(*)::int as count from push_vapid_keys")).toEqual([{ count: 1 }]);
  });

  it("when two processes make the keys at the same moment, then both keep the one pair that was stored first", async () => {
    const [kept0] = await query<{ public_key: string; private_key: string }>("select public_key, private_key from push_vapid_keys");
    await testApp.database.pool.query("delete from push_vapid_keys");
    const offers = [
      { publicKey: "first-public", privateKey: "first-private" },
      { publicKey: "second-public", privateKey: "second-private" },
    ];
    const kept = await Promise.all(offers.map((offer) => keepVapidKeys(testApp.database.db, offer)));
    expect(kept[0]).toEqual(kept[1]);
    expect(offers).toContainEqual(kept[0]);
    expect(await query("select public_key from push_vapid_keys")).toEqual([{ public_key: kept[0]!.publicKey }]);
    // The app's own pair again, for the tests that follow (each process remembers the pair it read).
    await testApp.database.pool.query("delete from push_vapid_keys");
    if (kept0) await keepVapidKeys(testApp.database.db, { publicKey: kept0.public_key, privateKey: kept0.private_key });
  });
});

describe("subscribing", () => {
  it("when the subscription breaks a rule, then 400 and nothing is kept", async () => {
    const member = await registerMember(testApp);
    const good = browserSubscription("https://push.example.test/a").json;
    const bad: unknown[] = [
      { ...good, endpoint: "http://push.example.test/a" },
      { ...good, endpoint: "ftp://push.example.test/a" },
      { ...good, endpoint: "not a url" },
      { ...good, endpoint: `https://push.example.test/${"a".repeat(2100)}` },
      { endpoint: good.endpoint },
      { ...good, keys: { p256dh: good.keys.p256dh } },
      { ...good, keys: { ...good.keys, auth: "short" } },
      { ...good, keys: { ...good.keys, p256dh: "A".repeat(87) } },
      { ...good, keys: { ...good.keys, p256dh: "!".repeat(87) } },
      { ...good, extra: true },
    ];
    for (const body of bad) {
      const response = await member.agent.post("/api/push/subscriptions").send(body as object);
      expect(response.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(typeof response.body.message).toBe("string");
    }
    const notAPoint = await member.agent.post("/api/push/subscriptions").send({ ...good, keys: { ...good.keys, p256dh: "A".repeat(87) } });
    expect(notAPoint.body.code).toBe("push_key_invalid");
    expect(await subscriptionsOf(member)).toEqual([]);
    await member.agent.delete("/api/push/subscriptions").send({}).expect(400);
  });

  it("when not signed in, then 401", async () => {
    await testApp.agent().get("/api/push/public-key").expect(401);
    await testApp.agent().post("/api/push/subscriptions").send(browserSubscription("https://push.example.test/b").json).expect(401);
  });

  it("when the setting is off, then an http push service is refused, even on this machine; in production the setting can't be on", () => {
    const local = browserSubscription("http://127.0.0.1:9/push").json;
    expect(pushSubscriptionSchemaFor().safeParse(local).success).toBe(false);
    expect(pushSubscriptionSchemaFor({ allowLocalHttp: true }).safeParse(local).success).toBe(true);
    expect(pushSubscriptionSchemaFor({ allowLocalHttp: true }).safeParse({ ...local, endpoint: "http://push.example.test/x" }).success).toBe(false);
    expect(loadConfig({}).pushAllowLocalHttp).toBe(false);
    expect(() =>
      loadConfig({ NODE_ENV: "production", SESSION_SECRET: "s".repeat(40), PUBLIC_URL: "https://convention.example.org", PUSH_ALLOW_LOCAL_HTTP: "true" }),
    ).toThrow(/PUSH_ALLOW_LOCAL_HTTP/);
  });

  it("when another member subscribes the same endpoint, then it moves to them; a member unsubscribes only their own", async () => {
    const [ada, ben] = [await registerMember(testApp), await registerMember(testApp)];
    const browser = browserSubscription("https://push.example.test/shared-laptop").json;
    await ada.agent.post("/api/push/subscriptions").send(browser).expect(201);
    await ben.agent.post("/api/push/subscriptions").send(browser).expect(201);
    expect(await subscriptionsOf(ada)).toEqual([]);
    expect(await subscriptionsOf(ben)).toEqual([{ endpoint: browser.endpoint }]);

    await ada.agent.delete("/api/push/subscriptions").send({ endpoint: browser.endpoint }).expect(204);
    expect(await subscriptionsOf(ben)).toEqual([{ endpoint: browser.endpoint }]);
    // Ben's data export names the push service, not the endpoint's secret path.
    const exported = await ben.agent.get("/api/auth/user/export").expect(200);
    expect(JSON.parse(exported.text).pushSubscriptions).toEqual([{ pushService: "https://push.example.test", createdAt: expect.any(String) }]);
    await ben.agent.delete("/api/push/subscriptions").send({ endpoint: browser.endpoint }).expect(204);
    expect(await subscriptionsOf(ben)).toEqual([]);
  });

  it("when a member subscribes more browsers than the limit, then their oldest subscriptions end", async () => {
    const member = await registerMember(testApp);
    const endpointsMade = Array.from({ length: MAX_SUBSCRIPTIONS_PER_MEMBER + 2 }, (_, index) => `https://push.example.test/many/${index}`);
    for (const endpoint of endpointsMade) await member.agent.post("/api/push/subscriptions").send(browserSubscription(endpoint).json).expect(201);
    const kept = (await subscriptionsOf(member)).map((row) => row.endpoint);
    expect(kept).toHaveLength(MAX_SUBSCRIPTIONS_PER_MEMBER);
    expect(kept).toEqual(expect.arrayContaining(endpointsMade.slice(2)));
  });
});

describe("delivery", () => {
  it("when a notice of each pushed kind is written, then its member's browser gets it encrypted, signed, with its TTL; other kinds are not pushed", async () => {
    const member = await registerMember(testApp);
    const browser = await subscribedBrowser(member);
    const { publicKey } = (await member.agent.get("/api/push/public-key").expect(200)).body as { publicKey: string };
    for (const kind of [...PUSHED_KINDS, "participant_joined"]) {
      await query("insert into notifications (user_id, kind, message) values ($1, $2, $3)", [member.user.id, kind, `Notice of ${kind}`]);
    }
    expect(await sweep()).toBe(PUSHED_KINDS.length);

    const received = browser.received();
    expect(received).toHaveLength(PUSHED_KINDS.length);
    const payloads = received.map((push) => {
      expect(push.headers["content-encoding"]).toBe("aes128gcm");
      expect(push.headers["content-type"]).toBe("application/octet-stream");
      const vapid = verifyVapid(push.headers.authorization);
      expect(vapid.publicKey).toBe(publicKey);
      expect(vapid.claims.aud).toBe(pushService.origin);
      expect(vapid.claims.sub).toMatch(/^(mailto:|https:)/);
      const payload = JSON.parse(browser.decrypt(push.body)) as { title: string; body: string; url: string; tag: string };
      const kind = payload.body.replace("Notice of ", "");
      expect(push.headers.ttl).toBe(String(PUSH_KINDS[kind]!.ttlSeconds));
      expect(push.headers.urgency).toBe(PUSH_KINDS[kind]!.urgency);
      expect(payload).toEqual({ title: PUSH_KINDS[kind]!.title, body: `Notice of ${kind}`, url: "/agenda", tag: expect.stringMatching(/^notification-\d+$/) });
      return kind;
    });
    expect(payloads.sort()).toEqual([...PUSHED_KINDS].sort());
    expect(await query("select id from push_outbox")).toEqual([]);
    // Sent once: a second sweep finds nothing.
    expect(await sweep()).toBe(0);
  });

  it("when a member gets a seat from the waitlist, then the database function's own notice is pushed, with the roundtable's page", async () => {
    const organizer = await registerMember(testApp);
    const [seated, waiting] = [await registerMember(testApp), await registerMember(testApp)];
    const roundtable = await createRoundtable(organizer.agent, { title: "Pushing Through Middlemarch", maxParticipants: 2 });
    await join(seated, roundtable.id);
    expect(await join(waiting, roundtable.id)).toMatchObject({ waitlisted: true });
    const browser = await subscribedBrowser(waiting);
    await seated.agent.post(`/api/roundtables/${roundtable.id}/leave`).expect(200);
    await sweep();
    const [promoted] = browser.received().map((push) => JSON.parse(browser.decrypt(push.body)));
    expect(promoted).toMatchObject({ title: "You got a seat", url: `/roundtables/${roundtable.id}` });
    expect(promoted.body).toContain("Pushing Through Middlemarch");
  });

  it("when two processes sweep at the same moment, then each push goes once", async () => {
    const member = await registerMember(testApp);
    const browser = await subscribedBrowser(member);
    for (let index = 0; index < 6; index++) {
      await query("insert into notifications (user_id, kind, message) values ($1, 'door_seat_offered', $2)", [member.user.id, `Seat ${index}`]);
    }
    const other = createPushDelivery(createSecondApp(testApp).context);
    const taken = await Promise.all([sweep(), other.sweep()]);
    expect(taken[0]! + taken[1]!).toBe(6);
    expect(browser.received().map((push) => JSON.parse(browser.decrypt(push.body)).body).sort()).toEqual(
      ["Seat 0", "Seat 1", "Seat 2", "Seat 3", "Seat 4", "Seat 5"],
    );
  });

  it("when a notice is written in a change that is rolled back, then nothing is pushed", async () => {
    const member = await registerMember(testApp);
    const browser = await subscribedBrowser(member);
    const client = await testApp.database.pool.connect();
    try {
      await client.query("begin");
      await client.query("insert into notifications (user_id, kind, message) values ($1, 'program_moved', 'Never happened.')", [member.user.id]);
      await client.query("rollback");
    } finally {
      client.release();
    }
    await sweep();
    expect(browser.received()).toEqual([]);
  });

  it("when the push service answers 410 or 404, then that subscription ends; other failures are tried again", async () => {
    const member = await registerMember(testApp);
    const [gone, missing, failing] = [await subscribedBrowser(member), await subscribedBrowser(member), await subscribedBrowser(member)];
    pushService.answer(gone.path, 410);
    pushService.answer(missing.path, 404);
    pushService.answer(failing.path, 503);
    await query("insert into notifications (user_id, kind, message) values ($1, 'program_moved', 'It moved.')", [member.user.id]);
    await sweep();
    expect(gone.received()).toHaveLength(1);
    expect(missing.received()).toHaveLength(1);
    expect((await subscriptionsOf(member)).map((row) => row.endpoint)).toEqual([`${pushService.origin}${failing.path}`]);
    const [waiting] = await query<{ attempts: number; claimed_at: Date | null; later: boolean }>(
      "select attempts, claimed_at, send_after > now() as later from push_outbox",
    );
    expect(waiting).toEqual({ attempts: 1, claimed_at: null, later: true });

    // The service is back: once due again, the push goes and leaves the outbox.
    pushService.answer(failing.path, 201);
    await query("update push_outbox set send_after = now()");
    await sweep();
    expect(failing.received()).toHaveLength(2);
    expect(await query("select id from push_outbox")).toEqual([]);
  });
});

describe("starts in 15 minutes", () => {
  let session: ProgramSession;

  beforeAll(async () => {
    const convention = (await staff.agent.get("/api/conventions/current").expect(200)).body as { id: number };
    // Monday, March 30, 9:00 to 10:15 AM in Chicago.
    const added = await staff.agent
      .post(`/api/staff/conventions/${convention.id}/sessions`)
      .send({ name: "Monday Morning", startsAt: "2026-03-30T14:00:00Z", endsAt: "2026-03-30T15:15:00Z", rooms: ["Bayou Room A", "Bayou Room B", "Bayou Room C"] });
    expect(added.status).toBe(201);
    session = added.body as ProgramSession;
  });

  it("when its session is 15 minutes away, then each seated member and the organizer get one notice with the room, pushed, never mailed", async () => {
    const organizer = await registerMember(testApp);
    const [seated, waiting] = [await registerMember(testApp), await registerMember(testApp)];
    const roundtable = await createRoundtable(organizer.agent, { title: "Starting Soon with Austen", maxParticipants: 2 });
    await join(seated, roundtable.id);
    await join(waiting, roundtable.id);
    await staff.agent.put(`/api/staff/roundtables/${roundtable.id}/placement`).send({ sessionId: session.id }).expect(200);
    const browser = await subscribedBrowser(seated);
    const noticesOf = (member: RegisteredMember) =>
      query<{ message: string }>("select message from notifications where user_id = $1 and kind = 'starts_soon'", [member.user.id]);
    const mailsBefore = testApp.outbox.length;

    testApp.clock.set("2026-03-30T13:44:59Z");
    expect(await writeStartsSoon(testApp.context)).toBe(0);

    testApp.clock.set("2026-03-30T13:45:00Z");
    const second = createSecondApp(testApp);
    // The organizer holds one of the two seats. Two processes' sweeps at the same moment: one writes.
    const written = await Promise.all([writeStartsSoon(testApp.context), writeStartsSoon({ ...second.context, clock: testApp.clock })]);
    expect(written.reduce((sum, count) => sum + count, 0)).toBe(2);
    const message = `"Starting Soon with Austen" starts in 15 minutes in Bayou Room A.`;
    expect(await noticesOf(seated)).toEqual([{ message }]);
    expect(await noticesOf(organizer)).toEqual([{ message }]);
    expect(await noticesOf(waiting)).toEqual([]);

    testApp.clock.set("2026-03-30T13:50:00Z");
    expect(await writeStartsSoon(testApp.context)).toBe(0);
    expect(await noticesOf(seated)).toHaveLength(1);

    await sweep();
    const pushes = browser.received().map((push) => JSON.parse(browser.decrypt(push.body)));
    expect(pushes).toEqual([{ title: "Starting soon", body: message, url: `/roundtables/${roundtable.id}`, tag: expect.any(String) }]);
    expect(testApp.outbox.length).toBe(mailsBefore);
    expect(await query("select id from mail_outbox where recipient_id = $1", [seated.user.id])).toEqual([]);
  });

  it("when a roundtable is placed less than 15 minutes before its start, then it is told at once, with the minutes left", async () => {
    const organizer = await registerMember(testApp);
    const roundtable = await createRoundtable(organizer.agent, { title: "Late Placement of Eliot" });
    testApp.clock.set("2026-03-30T13:54:30Z");
    await staff.agent.put(`/api/staff/roundtables/${roundtable.id}/placement`).send({ sessionId: session.id }).expect(200);
    expect(await writeStartsSoon(testApp.context)).toBe(1);
    expect(await query("select message from notifications where roundtable_id = $1 and kind = 'starts_soon'", [roundtable.id])).toEqual([
      { message: '"Late Placement of Eliot" starts in 6 minutes in Bayou Room B.' },
    ]);
  });

  it("when the session has already started, then no notice is written for it", async () => {
    const organizer = await registerMember(testApp);
    const roundtable = await createRoundtable(organizer.agent, { title: "Too Late for Trollope" });
    await staff.agent.put(`/api/staff/roundtables/${roundtable.id}/placement`).send({ sessionId: session.id }).expect(200);
    testApp.clock.set("2026-03-30T14:00:00Z");
    expect(await writeStartsSoon(testApp.context)).toBe(0);
    expect(await query("select message from notifications where roundtable_id = $1 and kind = 'starts_soon'", [roundtable.id])).toEqual([]);
  });
});
