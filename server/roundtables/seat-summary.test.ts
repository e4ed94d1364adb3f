/**
 * roundtable_seats (migration 0005) is kept by triggers, so every path that seats, moves or
 * removes a member must leave it equal to what participations say: through the API, through raw
 * SQL touching several roundtables in one statement, a member's change of chapter, a deletion,
 * and members racing for the last seats.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chapterIds, registerMember } from "../testing/factories";
import { registerStaff } from "../testing/program";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createRoundtable, join, registerMembers, roundtableAs, type Member } from "../testing/roundtables";

let testApp: TestApp;
let organizer: Member;
let chapters: number[];

beforeAll(async () => {
  testApp = await createTestApp();
  chapters = await chapterIds(testApp);
  organizer = await registerMember(testApp, { firstName: "Sam", lastName: "Summary", chapterId: chapters[0]! });
});
afterAll(() => testApp.close());

type Seats = { participantCount: number; waitlistCount: number; chapterIds: number[] };

/** What the summary holds for each roundtable (zeros where it has no row). */
async function storedSeats(ids: number[]): Promise<Seats[]> {
  const result = await testApp.database.db.execute<{ participant_count: number; waitlist_count: number; chapter_ids: number[] }>(sql`
    select coalesce(s.participant_count, 0) as participant_count, coalesce(s.waitlist_count, 0) as waitlist_count,
      coalesce(s.chapter_ids, '{}') as chapter_ids
    from unnest(${`{${ids.join(",")}}`}::int[]) with ordinality as t(id, ord)
    left join roundtable_seats s on s.roundtable_id = t.id
    order by t.ord`);
  return result.rows.map((row) => ({ participantCount: row.participant_count, waitlistCount: row.waitlist_count, chapterIds: row.chapter_ids }));
}

/** The same, counted from participations now. */
async function countedSeats(ids: number[]): Promise<Seats[]> {
  const result = await testApp.database.db.execute<{ joined: number; waiting: number; chapter_ids: number[] }>(sql`
    select
      (select count(*) from participations p where p.roundtable_id = t.id and p.status = 'joined')::int as joined,
      (select count(*) from participations p where p.roundtable_id = t.id and p.status = 'waitlisted')::int as waiting,
      coalesce((select array_agg(seated.chapter_id order by seated.first_joined, seated.chapter_id) from (
        select u.chapter_id, min(p.joined_at) as first_joined from participations p join users u on u.id = p.user_id
        where p.roundtable_id = t.id and p.status = 'joined' group by u.chapter_id) seated), '{}') as chapter_ids
    from unnest(${`{${ids.join(",")}}`}::int[]) with ordinality as t(id, ord)
    order by t.ord`);
  return result.rows.map((row) => ({ participantCount: row.joined, waitlistCount: row.waiting, chapterIds: row.chapter_ids }));
}

async function expectSummaryTrue(ids: number[]) {
  expect(await storedSeats(ids)).toEqual(await countedSeats(ids));
}

describe("the seat summary of each roundtable", () => {
  it("when members join, wait, leave, get promoted and are removed through the API, then it follows each step", async () => {
    const roundtable = await createRoundtable(organizer.agent, { maxParticipants: 3, title: "Counted seats" });
    expect(await storedSeats([roundtable.id])).toEqual([{ participantCount: 1, waitlistCount: 0, chapterIds: [chapters[0]] }]);

    const [near, far, late, later] = await Promise.all([
      registerMember(testApp, { chapterId: chapters[1]! }),
      registerMember(testApp, { chapterId: chapters[2]! }),
      registerMember(testApp, { chapterId: chapters[3]! }),
      registerMember(testApp, { chapterId: chapters[4]! }),
    ]);
    for (const member of [near!, far!, late!, later!]) await join(member, roundtable.id);
    expect(await storedSeats([roundtable.id])).toEqual([
      { participantCount: 3, waitlistCount: 2, chapterIds: [chapters[0], chapters[1], chapters[2]] },
    ]);

    // A seat frees up: the first in line is promoted inside the same transaction.
    expect((await near!.agent.post(`/api/roundtables/${roundtable.id}/leave`)).status).toBe(200);
    expect(await storedSeats([roundtable.id])).toEqual([
      { participantCount: 3, waitlistCount: 1, chapterIds: [chapters[0], chapters[2], chapters[3]] },
    ]);

    expect((await organizer.agent.delete(`/api/roundtables/${roundtable.id}/participants/${far!.user.id}`)).status).toBe(200);
    await expectSummaryTrue([roundtable.id]);
    expect(await roundtableAs(later!, roundtable.id)).toMatchObject({ participantCount: 3, waitlistCount: 0, chapterCount: 3 });
  });

  it("when a seated member moves to another chapter, then the roundtable's chapters move with them", async () => {
    const roundtable = await createRoundtable(organizer.agent, { title: "Moving member" });
    const mover = await registerMember(testApp, { chapterId: chapters[5]!, firstName: "Mo", lastName: "Mover" });
    await join(mover, roundtable.id);
    expect((await roundtableAs(mover, roundtable.id)).chapters.map((chapter) => chapter.id)).toEqual([chapters[0], chapters[5]]);

    const profile = { firstName: "Mo", lastName: "Mover", userType: "student", chapterId: chapters[6]!, interests: [], expertiseAreas: [] };
    expect((await mover.agent.put("/api/auth/user").send(profile)).status).toBe(200);
    // An approved member's new chapter waits for approval; the staff approve it here.
    const staff = await registerStaff(testApp);
    expect((await staff.agent.post(`/api/members/${mover.user.id}/approve`)).status).toBe(200);
    const seen = await roundtableAs(mover, roundtable.id);
    expect(seen.chapters.map((chapter) => chapter.id)).toEqual([chapters[0], chapters[6]]);
    expect(seen.chapterCount).toBe(2);
    await expectSummaryTrue([roundtable.id]);
  });

  it("when one SQL statement changes seats at several roundtables, then each summary is right afterwards", async () => {
    const [first, second] = [
      await createRoundtable(organizer.agent, { title: "Bulk one" }),
      await createRoundtable(organizer.agent, { title: "Bulk two" }),
    ];
    const members = await registerMembers(testApp, 4, { chapterId: chapters[7]! });
    const ids = members.map((member) => member.user.id);
    const { db } = testApp.database;
    await db.execute(sql`insert into participations (roundtable_id, user_id, status)
      select rt, u, case when u = ${ids[3]!} then 'waitlisted'::participation_status else 'joined' end
      from unnest(${`{${first!.id},${second!.id}}`}::int[]) rt cross join unnest(${`{${ids.join(",")}}`}::int[]) u`);
    expect(await storedSeats([first!.id, second!.id])).toEqual([
      { participantCount: 4, waitlistCount: 1, chapterIds: [chapters[0], chapters[7]] },
      { participantCount: 4, waitlistCount: 1, chapterIds: [chapters[0], chapters[7]] },
    ]);

    await db.execute(sql`update participations set status = 'joined' where user_id = ${ids[3]!}`);
    await db.execute(sql`delete from participations where user_id = ${ids[0]!}`);
    await expectSummaryTrue([first!.id, second!.id]);
    expect((await storedSeats([first!.id]))[0]).toMatchObject({ participantCount: 4, waitlistCount: 0 });
  });

  it("when one statement seats members at a roundtable with a summary and one without, then both are counted", async () => {
    const { db } = testApp.database;
    const withSummary = await createRoundtable(organizer.agent, { title: "Already counted" });
    // Written straight into the table, with no seat yet: it has no summary row.
    const inserted = await db.execute<{ id: number }>(sql`insert into roundtables (title, description, category, organizer_id)
      values ('Never counted', 'A table with no seats yet', 'Poetry & Creative Writing', ${organizer.user.id}) returning id`);
    const withoutSummary = inserted.rows[0]!.id;
    expect(await db.execute(sql`select 1 from roundtable_seats where roundtable_id = ${withoutSummary}`)).toMatchObject({ rows: [] });

    const [member] = await registerMembers(testApp, 1, { chapterId: chapters[9]! });
    await db.execute(sql`insert into participations (roundtable_id, user_id)
      select rt, ${member!.user.id} from unnest(${`{${withSummary.id},${withoutSummary}}`}::int[]) rt`);
    expect(await storedSeats([withSummary.id, withoutSummary])).toEqual([
      { participantCount: 2, waitlistCount: 0, chapterIds: [chapters[0], chapters[9]] },
      { participantCount: 1, waitlistCount: 0, chapterIds: [chapters[9]] },
    ]);
    await expectSummaryTrue([withSummary.id, withoutSummary]);
  });

  it("when a roundtable is deleted, then its summary goes with it", async () => {
    const roundtable = await createRoundtable(organizer.agent, { title: "Short-lived" });
    await join(await registerMember(testApp), roundtable.id);
    expect((await organizer.agent.delete(`/api/roundtables/${roundtable.id}`)).status).toBe(200);
    const left = await testApp.database.db.execute(sql`select 1 from roundtable_seats where roundtable_id = ${roundtable.id}`);
    expect(left.rows).toHaveLength(0);
  });

  it("when twelve members race for four free seats, then the summary counts five seated and eight waiting", async () => {
    const roundtable = await createRoundtable(organizer.agent, { maxParticipants: 5, title: "The race" });
    const racers = await registerMembers(testApp, 12);
    await Promise.all(racers.map((racer) => join(racer, roundtable.id)));
    expect(await storedSeats([roundtable.id])).toEqual([{ participantCount: 5, waitlistCount: 8, chapterIds: [chapters[0]] }]);
    await expectSummaryTrue([roundtable.id]);
  });

  it("when a seat changes among thousands of roundtables, then only that roundtable's summary is read", async () => {
    const { db } = testApp.database;
    await db.execute(sql`insert into roundtables (title, description, category, organizer_id)
      select 'Filler ' || n, 'A table to make the summaries many', 'Poetry & Creative Writing', ${organizer.user.id}
      from generate_series(1, 2000) n`);
    await db.execute(sql`insert into roundtable_seats (roundtable_id) select id from roundtables on conflict do nothing`);
    await db.execute(sql`analyze roundtable_seats`);
    const roundtable = await createRoundtable(organizer.agent, { title: "One among many" });
    const member = await registerMember(testApp, { chapterId: chapters[8]! });

    // The transaction's own statistics count every scan the trigger made of the summaries.
    const scans = await db.transaction(async (tx) => {
      await tx.execute(sql`insert into participations (roundtable_id, user_id) values (${roundtable.id}, ${member.user.id})`);
      const result = await tx.execute<{ seq_scan: number; idx_scan: number }>(sql`
        select seq_scan::int, idx_scan::int from pg_stat_xact_user_tables where relname = 'roundtable_seats'`);
      return result.rows[0]!;
    });
    expect(scans.seq_scan).toBe(0);
    expect(scans.idx_scan).toBeGreaterThan(0);
    expect(await storedSeats([roundtable.id])).toEqual([{ participantCount: 2, waitlistCount: 0, chapterIds: [chapters[0], chapters[8]] }]);
  });

  it("when participations are emptied at once, then no roundtable keeps seats", async () => {
    const roundtable = await createRoundtable(organizer.agent, { title: "Emptied" });
    await testApp.database.db.execute(sql`truncate participations`);
    expect(await storedSeats([roundtable.id])).toEqual([{ participantCount: 0, waitlistCount: 0, chapterIds: [] }]);
    const count = await testApp.database.db.execute<{ n: number }>(sql`select count(*)::int as n from roundtable_seats`);
    expect(count.rows[0]!.n).toBe(0);
  });
});
