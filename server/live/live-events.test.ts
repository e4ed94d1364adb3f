/**
 * Live updates (docs/architecture.md, "Live updates"): GET /api/events over real HTTP, on two
 * apps with their own streams and listeners sharing one database, then on real app processes.
 */
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createApp } from "../app";
import { httpClient, scratchServerDatabase, startAppProcess, type AppProcess } from "../testing/app-process";
import { openEventStream, type EventStreamReader } from "../testing/event-stream-reader";
import { DEFAULT_PASSWORD } from "../testing/factories";
import { createRoundtable, join, registerMembers, type Member } from "../testing/roundtables";
import { createTestApp, type TestApp } from "../testing/test-app";
import { SIGNED_IN_HINT_COOKIE } from "@shared/constants";
import { MAX_STREAMS_PER_MEMBER } from "./index";

let testApp: TestApp;
let first: { url: string; close(): Promise<void> };
let second: { url: string; close(): Promise<void> };
/** An app whose every write to the streams counts as costly: events after one wait up to 2 s for the next. */
let paced: { url: string; close(): Promise<void> };
const open: EventStreamReader[] = [];

/** An app of its own (its own streams and listener, as another process has) listening on a free port. */
async function listening(app: http.RequestListener, closeApp: () => Promise<void>) {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      await closeApp();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

beforeAll(async () => {
  testApp = await createTestApp();
  first = await listening(testApp.app, async () => {});
  const other = createApp({ config: testApp.config, database: testApp.database, mailer: testApp.context.mailer, spa: "none", live: { heartbeatMs: 100 } });
  second = await listening(other.app, () => other.context.live.close());
  const pacedApp = createApp({ config: testApp.config, database: testApp.database, mailer: testApp.context.mailer, spa: "none", live: { deliveryShare: 1e-9, maxDeliveryWaitMs: 2_000 } });
  paced = await listening(pacedApp.app, () => pacedApp.context.live.close());
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await second.close();
  await paced.close();
  await testApp.context.live.close();
  await first.close();
  await testApp.close();
});

/** The member's session cookie on an app (signed in there with the factories' password). */
async function cookieOf(member: Member, url: string): Promise<string> {
  const client = httpClient(url);
  const response = await client.call("POST", "/api/auth/login", { email: member.user.email, password: DEFAULT_PASSWORD });
  if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
  return client.cookie();
}

async function streamOf(member: Member, url: string, headers: Record<string, string> = {}, query = "") {
  const stream = await openEventStream(`${url}/api/events${query}`, { Cookie: await cookieOf(member, url), ...headers });
  open.push(stream);
  return stream;
}

const seatsOf = (roundtableId: number, participantCount: number) => (event: { event: string; data: Record<string, unknown> }) =>
  event.event === "seats" && event.data.roundtableId === roundtableId && event.data.participantCount === participantCount;

describe("GET /api/events", () => {
  it("when a member joins through one app, then a stream on the other app hears the new seat count", async () => {
    const [organizer, watcher, joiner] = await registerMembers(testApp, 3);
    const roundtable = await createRoundtable(organizer!.agent, { maxParticipants: 4 });
    const stream = await streamOf(watcher!, second.url);
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(stream.headers.get("cache-control")).toBe("no-store");
    expect(stream.headers.get("x-accel-buffering")).toBe("no");

    await join(joiner!, roundtable.id);
    const event = await stream.waitFor(seatsOf(roundtable.id, 2));
    expect(event.data).toEqual({ roundtableId: roundtable.id, participantCount: 2, maxParticipants: 4 });
    expect(Number(event.id)).toBeGreaterThan(0);
    // A quiet stream still carries a comment line now and then, for the proxies on the way.
    await expect.poll(() => stream.comments.length).toBeGreaterThan(0);
  });

  it("when a member is told something, then only their own streams hear their bell's count", async () => {
    const [organizer, bystander, joiner] = await registerMembers(testApp, 3);
    const roundtable = await createRoundtable(organizer!.agent);
    const organizerStream = await streamOf(organizer!, first.url);
    const bystanderStream = await streamOf(bystander!, second.url);
    const joinerStream = await streamOf(joiner!, first.url);

    await join(joiner!, roundtable.id); // tells the organizer
    const told = await organizerStream.waitFor((event) => event.event === "notifications");
    expect(told.data).toEqual({ unreadCount: 1 });
    // Both others hear the seat change, written in the same transaction, and no bell.
    await bystanderStream.waitFor(seatsOf(roundtable.id, 2));
    await joinerStream.waitFor(seatsOf(roundtable.id, 2));
    expect(bystanderStream.events.filter((event) => event.event === "notifications")).toEqual([]);
    expect(joinerStream.events.filter((event) => event.event === "notifications")).toEqual([]);

    await organizer!.agent.post("/api/notifications/read-all").expect(200);
    await organizerStream.waitFor((event) => event.event === "notifications" && event.data.unreadCount === 0);
  });

  it("when events follow a costly write to the streams, then they wait and reach each stream in one write, in order, a member's bell woven in", async () => {
    const [organizer, watcher] = await registerMembers(testApp, 2);
    const roundtable = await createRoundtable(organizer!.agent, { maxParticipants: 5 });
    const organizerStream = await streamOf(organizer!, paced.url);
    const watcherStream = await streamOf(watcher!, paced.url);
    const seatsTo = (maxParticipants: number) => testApp.database.db.execute(sql`update roundtables set max_participants = ${maxParticipants} where id = ${roundtable.id}`);
    // The first event after a quiet spell goes at once; its write makes the next ones wait.
    await seatsTo(4);
    await watcherStream.waitFor((event) => event.event === "seats" && event.data.maxParticipants === 4);
    await seatsTo(3);
    await testApp.database.db.execute(sql`insert into notifications (user_id, kind, message) values (${organizer!.user.id}, 'test', 'Woven in')`);
    await seatsTo(2);

    const last = await organizerStream.waitFor((event) => event.event === "seats" && event.data.maxParticipants === 2);
    const together = organizerStream.events.filter((event) => event.read === last.read);
    expect(together.map((event) => [event.event, event.data.maxParticipants ?? event.data.unreadCount])).toEqual([["seats", 3], ["notifications", 1], ["seats", 2]]);
    expect(together.map((event) => Number(event.id))).toEqual([...together.map((event) => Number(event.id))].sort((a, b) => a - b));

    const watcherLast = await watcherStream.waitFor((event) => event.event === "seats" && event.data.maxParticipants === 2);
    const watcherTogether = watcherStream.events.filter((event) => event.read === watcherLast.read);
    expect(watcherTogether.map((event) => [event.event, event.data.maxParticipants])).toEqual([["seats", 3], ["seats", 2]]);
    expect(watcherStream.events.filter((event) => event.event === "notifications")).toEqual([]);
  });

  it("when a stream reconnects with Last-Event-ID, then it gets what it missed, the newest of each", async () => {
    const [organizer, member, joiner, late] = await registerMembers(testApp, 4);
    const roundtable = await createRoundtable(organizer!.agent);
    const before = await streamOf(organizer!, first.url);
    const resumeAfter = before.lastEventId();
    expect(resumeAfter).toMatch(/^\d+$/);
    before.close();

    await join(joiner!, roundtable.id);
    await join(late!, roundtable.id);
    // Raw SQL is a write path too: the triggers write the event.
    await testApp.database.db.execute(sql`update roundtables set max_participants = 3 where id = ${roundtable.id}`);

    const again = await streamOf(organizer!, second.url, { "Last-Event-ID": resumeAfter! });
    const seats = await again.waitFor((event) => event.event === "seats" && event.data.roundtableId === roundtable.id);
    expect(seats.data).toEqual({ roundtableId: roundtable.id, participantCount: 3, maxParticipants: 3 });
    expect(again.events.filter((event) => event.event === "seats" && event.data.roundtableId === roundtable.id)).toHaveLength(1);
    expect((await again.waitFor((event) => event.event === "notifications")).data).toEqual({ unreadCount: 2 });

    // Another member resuming from the same point hears the seats but not the organizer's bell.
    const other = await streamOf(member!, first.url, {}, `?lastEventId=${resumeAfter}`);
    await other.waitFor(seatsOf(roundtable.id, 3));
    expect(other.events.filter((event) => event.event === "notifications")).toEqual([]);
  });

  it("when a roundtable moves in the program, then streams hear a program event", async () => {
    const [organizer, member] = await registerMembers(testApp, 2);
    const roundtable = await createRoundtable(organizer!.agent);
    const stream = await streamOf(member!, second.url);
    await testApp.database.db.transaction(async (tx) => {
      const session = await tx.execute<{ id: number }>(
        sql`insert into program_sessions (name, starts_at, ends_at) values ('Live session', now() + interval '1 day', now() + interval '1 day 1 hour') returning id`,
      );
      const sessionId = session.rows[0]!.id;
      const room = await tx.execute<{ id: number }>(sql`insert into program_rooms (session_id, name) values (${sessionId}, 'Live room') returning id`);
      await tx.execute(sql`update roundtables set program_status = 'placed', session_id = ${sessionId}, room_id = ${room.rows[0]!.id},
        scheduled_date = now() + interval '1 day' where id = ${roundtable.id}`);
    });
    expect((await stream.waitFor((event) => event.event === "program")).data).toEqual({ roundtableId: roundtable.id });
  });

  it(`when a member opens more than ${MAX_STREAMS_PER_MEMBER} streams, then their oldest is closed and the newest kept`, async () => {
    const [member] = await registerMembers(testApp, 1);
    const streams: EventStreamReader[] = [];
    for (let index = 0; index < MAX_STREAMS_PER_MEMBER; index += 1) streams.push(await streamOf(member!, first.url));
    const newest = await streamOf(member!, first.url);
    expect(newest.status).toBe(200);
    const superseded = await streams[0]!.waitFor((event) => event.event === "superseded");
    expect(superseded.data.message).toBe("Live updates continue in a newer window.");
    await streams[0]!.ended;
    expect(testApp.context.live.size()).toBeGreaterThanOrEqual(MAX_STREAMS_PER_MEMBER);
    // The others still hear.
    const [organizer] = await registerMembers(testApp, 1);
    const roundtable = await createRoundtable(organizer!.agent);
    await join(member! as Member, roundtable.id);
    await newest.waitFor(seatsOf(roundtable.id, 2));
    await streams[1]!.waitFor(seatsOf(roundtable.id, 2));
  });

  it("when a signed-in member opens a stream, then it keeps them signed in: its headers keep the signed-in hint, and their next request is theirs", async () => {
    const [member] = await registerMembers(testApp, 1);
    const cookie = await cookieOf(member!, first.url);
    expect(cookie).toContain(`${SIGNED_IN_HINT_COOKIE}=1`);
    const stream = await streamOf(member!, first.url);
    expect(stream.status).toBe(200);
    // The stream lets go of the request's member once its headers are out (event-stream.ts), not before.
    expect(stream.headers.get("set-cookie") ?? "").not.toContain(`${SIGNED_IN_HINT_COOKIE}=;`);
    const next = await httpClient(first.url, cookie).call("GET", "/api/auth/user");
    expect(next.status).toBe(200);
    expect(next.body.id).toBe(member!.user.id);
  });

  it("when Last-Event-ID is not an event id, then the answer is 400 with a message", async () => {
    const [member] = await registerMembers(testApp, 1);
    const response = await fetch(`${first.url}/api/events`, { headers: { Cookie: await cookieOf(member!, first.url), "Last-Event-ID": "yesterday" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Last-Event-ID must be the id of an event.", code: "validation_failed" });
  });

  it("when nobody is signed in, then the answer is 401", async () => {
    expect((await fetch(`${first.url}/api/events`)).status).toBe(401);
  });
});

// Real processes (tsx, migrations): slower than an in-process test.
const PROCESS_TEST_MS = 180_000;

describe("app processes", () => {
  let scratch: string;
  let serverDatabase: Awaited<ReturnType<typeof scratchServerDatabase>>;
  beforeAll(async () => {
    scratch = await fs.mkdtemp(path.join(os.tmpdir(), "ec-live-"));
    serverDatabase = await scratchServerDatabase();
  });
  afterAll(async () => {
    await serverDatabase?.drop();
    await fs.rm(scratch, { recursive: true, force: true });
  });

  let sequence = 0;
  async function register(app: AppProcess) {
    const client = httpClient(app.baseUrl);
    const chapterId = ((await client.call("GET", "/api/chapters")).body as unknown as Array<{ id: number }>)[0]!.id;
    sequence += 1;
    const email = `live${sequence}.${Date.now().toString(36)}@example.edu`;
    const registered = await client.call("POST", "/api/auth/register", { firstName: "Live", lastName: `Member${sequence}`, email, password: DEFAULT_PASSWORD, userType: "student", chapterId });
    expect(registered.status).toBe(201);
    expect((await client.call("POST", "/api/auth/confirm-email", { code: await app.mailedCode(email) })).status).toBe(200);
    return client;
  }

  it(
    inject("testDatabase").kind === "server"
      ? "when a member joins through one process, then a stream on another process hears it, and a stop with open streams ends at once"
      : "when a member joins (embedded: one process), then its streams hear it, and a stop with open streams ends at once",
    async () => {
      const where = serverDatabase ? { databaseUrl: serverDatabase.url } : { dataDir: path.join(scratch, "one") };
      const writer = await startAppProcess(where);
      // On the embedded database the one process is both: the single-process rule (processes.test.ts).
      const reader = serverDatabase ? await startAppProcess(where) : writer;
      try {
        const organizer = await register(writer);
        const joiner = await register(writer);
        const watcher = (await register(writer)).on(reader.baseUrl);
        const created = await organizer.call("POST", "/api/roundtables", { title: "Heard everywhere", description: "Seats move live", tags: ["live"], targetAudience: "both", maxParticipants: 5 });
        expect(created.status).toBe(201);
        const stream = await openEventStream(`${reader.baseUrl}/api/events`, { Cookie: watcher.cookie() }).catch((error: unknown) => {
          throw new Error(`the stream could not open (${String(error)}); the reading process (exit ${reader.child.exitCode}) wrote:\n${reader.output()}`);
        });
        open.push(stream);
        expect((await joiner.call("POST", `/api/roundtables/${created.body.id}/join`)).status).toBe(200);
        await stream.waitFor(seatsOf(created.body.id as number, 2));

        const stopping = Date.now();
        await reader.stop();
        await stream.ended;
        expect(reader.child.exitCode, reader.output()).toBe(0);
        expect(Date.now() - stopping).toBeLessThan(5_000);
      } finally {
        await reader.stop();
        await writer.stop();
      }
    },
    PROCESS_TEST_MS,
  );
});
