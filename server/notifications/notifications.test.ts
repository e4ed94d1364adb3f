import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRoundtable, registerMembers } from "../testing/roundtables";
import { registerMember } from "../testing/factories";
import { statementsOf } from "../testing/statements";
import { FEED_SIZE, readBell, type Bell } from "./notification-feed.storage";
import { createTestApp, type TestApp } from "../testing/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe("notifications", () => {
  it("when members join, then the organizer's bell counts them, and reading one or all clears the count", async () => {
    const organizer = await registerMember(testApp);
    const roundtable = await createRoundtable(organizer.agent);
    for (let index = 0; index < 3; index += 1) {
      const member = await registerMember(testApp);
      await member.agent.post(`/api/roundtables/${roundtable.id}/join`).expect(200);
    }
    const feed = await organizer.agent.get("/api/notifications");
    expect(feed.status).toBe(200);
    expect(feed.body.unreadCount).toBe(3);
    expect(feed.body.items).toHaveLength(3);
    expect(feed.body.items[0]).toMatchObject({ kind: "participant_joined", readAt: null, roundtableId: roundtable.id, link: `/roundtables/${roundtable.id}` });

    const first = feed.body.items[0].id as number;
    expect((await organizer.agent.post(`/api/notifications/${first}/read`)).body).toEqual({ marked: 1 });
    expect((await organizer.agent.get("/api/notifications")).body.unreadCount).toBe(2);
    expect((await organizer.agent.post("/api/notifications/read-all")).body).toEqual({ marked: 2 });
    expect((await organizer.agent.get("/api/notifications")).body.unreadCount).toBe(0);
  });

  it("when a member has none, then the bell is empty with a count of 0; past 20, it shows the newest 20 and counts every unread one", async () => {
    const organizer = await registerMember(testApp);
    expect((await organizer.agent.get("/api/notifications")).body).toEqual({ items: [], unreadCount: 0 });

    const roundtable = await createRoundtable(organizer.agent, { maxParticipants: 5 });
    const members = await registerMembers(testApp, 12);
    for (const member of members) await member.agent.post(`/api/roundtables/${roundtable.id}/join`).expect(200);
    // The joins were long ago: a leave minutes after a join would merge with it into no news.
    await testApp.database.pool.query("update notifications set created_at = created_at - interval '1 hour' where user_id = $1", [organizer.user.id]);
    for (const member of members) await member.agent.post(`/api/roundtables/${roundtable.id}/leave`).expect(200);
    const feed = (await organizer.agent.get("/api/notifications")).body as { items: Array<{ id: number; createdAt: string; message: string }>; unreadCount: number };
    expect(feed.unreadCount).toBe(24);
    expect(feed.items).toHaveLength(20);
    const newestFirst = [...feed.items].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    expect(feed.items.map((item) => item.id)).toEqual(newestFirst.map((item) => item.id));
    const last = members.at(-1)!.user;
    expect(feed.items[0]!.message).toBe(`${last.firstName} ${last.lastName} left "${roundtable.title}".`);
    // The oldest four (the first four joins) are past the twenty shown.
    const oldest = (await testApp.database.pool.query<{ id: number }>("select id from notifications where user_id = $1 order by created_at, id limit 4", [organizer.user.id])).rows;
    expect(oldest).toHaveLength(4);
    for (const row of oldest) expect(feed.items.map((item) => item.id)).not.toContain(row.id);
  });

  it("when a member has a long history, then the bell counts their unread without reading what they have read", async () => {
    const member = await registerMember(testApp);
    const { db, pool } = testApp.database;
    // A long history, written straight into the table: 5,000 read, then 150 unread.
    await pool.query(
      `insert into notifications (user_id, kind, message, read_at, created_at)
       select $1, 'participant_joined', 'Read ' || n, now(), now() - interval '1 day' + n * interval '1 millisecond' from generate_series(1, 5000) n`,
      [member.user.id],
    );
    await pool.query(
      `insert into notifications (user_id, kind, message, created_at)
       select $1, 'participant_joined', 'Unread ' || n, now() + n * interval '1 millisecond' from generate_series(1, 150) n`,
      [member.user.id],
    );
    await pool.query("analyze notifications");

    const feed = (await member.agent.get("/api/notifications")).body as { items: Array<{ message: string }>; unreadCount: number };
    expect(feed.unreadCount).toBe(150);
    expect(feed.items).toHaveLength(FEED_SIZE);
    expect(feed.items[0]!.message).toBe("Unread 150");

    // The bell statement's own statistics: rows it read by scanning the table, and entries it read
    // from any of the table's indexes. Read before and after it in one transaction and subtracted:
    // PostgreSQL 15's per-transaction counters also hold the connection's earlier statements whose
    // statistics it has not flushed yet, and on a busy server those added over a thousand entries.
    const counters = async (tx: Parameters<Parameters<typeof db.transaction>[0]>[0]) =>
      (
        await tx.execute<{ scanned: number; fromIndexes: number }>(sql`select
          pg_stat_get_xact_tuples_returned('notifications'::regclass)::int as scanned,
          (select coalesce(sum(pg_stat_get_xact_tuples_returned(i.indexrelid)), 0)::int
            from pg_index i where i.indrelid = 'notifications'::regclass) as "fromIndexes"`)
      ).rows[0]!;
    const read = await db.transaction(async (tx) => {
      const before = await counters(tx);
      await readBell(tx, member.user.id);
      const after = await counters(tx);
      return { scanned: after.scanned - before.scanned, fromIndexes: after.fromIndexes - before.fromIndexes };
    });
    // A few hundred, for the 150 unread and the newest twenty. Without the unread index, the
    // count read through the member's whole history: over ten thousand rows.
    expect(read.scanned).toBe(0);
    expect(read.fromIndexes).toBeGreaterThanOrEqual(150);
    expect(read.fromIndexes).toBeLessThan(1_000);

    expect((await member.agent.post("/api/notifications/read-all")).body).toEqual({ marked: 150 });
    expect((await member.agent.get("/api/notifications")).body.unreadCount).toBe(0);
  });

  it("when someone else's notification is marked, then nothing changes; bad ids are 400; signed out is 401", async () => {
    const organizer = await registerMember(testApp);
    const roundtable = await createRoundtable(organizer.agent);
    const member = await registerMember(testApp);
    await member.agent.post(`/api/roundtables/${roundtable.id}/join`).expect(200);
    const [item] = (await organizer.agent.get("/api/notifications")).body.items;
    expect((await member.agent.post(`/api/notifications/${item.id}/read`)).body).toEqual({ marked: 0 });
    expect((await organizer.agent.get("/api/notifications")).body.unreadCount).toBe(1);
    expect((await member.agent.post("/api/notifications/abc/read")).status).toBe(400);
    expect((await testApp.agent().get("/api/notifications")).status).toBe(401);
  });

  it("when a roundtable whose title looks like array syntax is deleted, then each member's notice keeps it to the letter", async () => {
    // The rows travel as array parameters: quotes, commas, braces, backslashes and NULL must stay text.
    const title = 'NULL, {"Gothic"} \\ Émile\'s "tale", {}';
    const organizer = await registerMember(testApp);
    const roundtable = await createRoundtable(organizer.agent, { title });
    const members = await registerMembers(testApp, 3);
    for (const member of members) await member.agent.post(`/api/roundtables/${roundtable.id}/join`).expect(200);
    const joins = (await organizer.agent.get("/api/notifications")).body.items as { message: string }[];
    expect(joins.map((item) => item.message)).toEqual(members.map((member) => `${member.user.firstName} ${member.user.lastName} joined "${title}".`).reverse());

    await organizer.agent.delete(`/api/roundtables/${roundtable.id}`).expect(200);
    for (const member of members) {
      const [notice] = (await member.agent.get("/api/notifications")).body.items;
      expect(notice).toMatchObject({ kind: "roundtable_deleted", roundtableId: null, link: null, message: `"${title}" was cancelled by its organizer.` });
    }
  });
});

describe("the bell read with the session", () => {
  it("when the bell is asked for, then it is one statement with the session, and other requests read the session alone", async () => {
    const organizer = await registerMember(testApp);
    const roundtable = await createRoundtable(organizer.agent);
    await (await registerMember(testApp)).agent.post(`/api/roundtables/${roundtable.id}/join`).expect(200);

    const bellStatements = await statementsOf(testApp, () => organizer.agent.get("/api/notifications"));
    expect(bellStatements).toHaveLength(1);
    expect(bellStatements[0]).toMatch(/from "session"/);
    expect(bellStatements[0]).toMatch(/from "notifications"/);

    const otherStatements = await statementsOf(testApp, () => organizer.agent.get("/api/auth/user"));
    expect(otherStatements).toHaveLength(1);
    expect(otherStatements[0]).not.toMatch(/from "notifications"/);
    // A bell path reached otherwise (another method, a deeper path) never gets a bell it did not read.
    expect((await organizer.agent.post("/api/notifications/read-all")).body).toEqual({ marked: 1 });
    expect((await organizer.agent.get("/api/notifications")).body.unreadCount).toBe(0);
  });

  it("when times carry microseconds, messages odd characters and some are read, then the bell equals the bell read on its own", async () => {
    const members = await registerMembers(testApp, 4);
    const [quiet, ...busy] = members;
    const pool = testApp.database.pool;
    // Microseconds near every rounding edge, read and unread, one message with quotes, a backslash and a newline.
    await pool.query(
      `insert into notifications (user_id, kind, message, roundtable_id, read_at, created_at)
       select m.id, 'participant_joined', format('Note %s for %s: "quoted" \\ back%sslash', g, m.id, chr(10)), null,
         case when g % 3 = 0 then timestamptz '2026-11-20 10:00:00.000999+00' + g * interval '1.000457 seconds' end,
         timestamptz '2026-11-20 09:00:00.999999+00' + g * interval '0.000777 seconds' + m.id * interval '1 microsecond'
       from unnest($1::int[]) m(id), generate_series(1, 27) g`,
      [busy.map((member) => member.user.id)],
    );
    for (const member of members) {
      const answer = (await member.agent.get("/api/notifications")).body as Bell;
      expect(answer).toEqual(await readBell(testApp.database.db, member.user.id));
      // The times as the driver reads the columns themselves, to the millisecond.
      const rows = (
        await pool.query<{ id: number; read_at: Date | null; created_at: Date }>(
          "select id, read_at, created_at from notifications where user_id = $1 order by created_at desc, id desc limit 20",
          [member.user.id],
        )
      ).rows;
      expect(answer.items.map((item) => [item.id, item.readAt, item.createdAt])).toEqual(
        rows.map((row) => [row.id, row.read_at?.toISOString() ?? null, row.created_at.toISOString()]),
      );
      if (member === quiet) expect(answer).toEqual({ items: [], unreadCount: 0 });
      else {
        expect(answer.items).toHaveLength(20);
        expect(answer.unreadCount).toBe(18);
      }
    }
  });

  it("when a member's session names no member any more, then the bell answers 401", async () => {
    const member = await registerMember(testApp);
    await testApp.database.pool.query("delete from users where id = $1", [member.user.id]);
    expect((await member.agent.get("/api/notifications")).status).toBe(401);
  });
});
