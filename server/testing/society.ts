/**
 * A generated society with a program, for tests that compare two ways of building the same list:
 * 260 members, 140 roundtables, two sessions of rooms with five roundtables placed, preferred
 * sessions, proposals not selected with a staff note, members seated in placed roundtables (so
 * they clash with the rest of the session) and one staff member.
 */
import { sql } from "drizzle-orm";
import { beforeAll } from "vitest";
import { chapterIds as demoChapterIds, generateSociety, insertSociety, reserveIds } from "../demo";
import { parseSessionCsv, seedSessions } from "../program";
import { TIME_ZONE } from "./program";
import type { TestApp } from "./test-app";

export type TestSociety = {
  /** Every ninth member and five organizers: profiles of every kind. */
  viewerIds: number[];
  /** The two most used tags. */
  tags: string[];
};

export async function seedTestSociety(testApp: TestApp): Promise<TestSociety> {
  const { db } = testApp.database;
  const society = generateSociety({
    seed: 11,
    members: 260,
    roundtables: 140,
    chapterIds: await demoChapterIds(db),
    memberIds: await reserveIds(db, "users", 260),
    roundtableIds: await reserveIds(db, "roundtables", 140),
  });
  await insertSociety(db, society, "not-a-password-hash");
  await seedSessions(
    db,
    parseSessionCsv(
      ["session,starts_at,ends_at,rooms", "Monday morning,2026-03-30 09:00,2026-03-30 10:30,Room A;Room B;Room C;Room D", "Monday afternoon,2026-03-30 14:00,2026-03-30 15:30,Room E;Room F;Room G"].join("\n"),
      TIME_ZONE,
    ),
    { timeZone: TIME_ZONE },
  );
  // The program: five roundtables placed (one per room, two rooms left free), others with a preferred session,
  // some not selected with a note only their organizer and staff may read.
  await db.execute(sql`
    with rooms as (select room.id as room_id, room.session_id, s.starts_at, row_number() over (order by room.id) as n
      from program_rooms room join program_sessions s on s.id = room.session_id),
    picked as (select id, row_number() over (order by id) as n from roundtables)
    update roundtables r set program_status = 'placed', session_id = rooms.session_id, room_id = rooms.room_id, scheduled_date = rooms.starts_at
    from picked join rooms on rooms.n = picked.n and rooms.n <= 5
    where r.id = picked.id`);
  await db.execute(sql`update roundtables set preferred_session_id = (select min(id) from program_sessions) where program_status <> 'placed' and id % 4 = 0`);
  await db.execute(sql`update roundtables set program_status = 'not_selected', program_note = 'Not this year: ' || id where program_status <> 'placed' and id % 9 = 0`);
  // Members seated at a placed roundtable clash with the other roundtables of its session.
  await db.execute(sql`
    insert into participations (roundtable_id, user_id, status)
    select r.id, u.id, 'joined' from (select id from roundtables where program_status = 'placed' order by id limit 2) r
    cross join (select id from users order by id limit 30) u
    on conflict do nothing`);
  await db.execute(sql`update users set is_staff = true where id = (select min(id) from users)`);
  const members = await db.execute<{ id: number }>(sql`select id from users order by id`);
  const viewerIds = members.rows.map((row) => row.id).filter((_, index) => index % 9 === 0);
  const organizers = await db.execute<{ id: number }>(sql`select distinct organizer_id as id from roundtables order by 1 limit 5`);
  viewerIds.push(...organizers.rows.map((row) => row.id));
  const tagRows = await db.execute<{ tag: string }>(sql`select tag from roundtables, unnest(tags) tag group by tag order by count(*) desc limit 2`);
  return { viewerIds, tags: tagRows.rows.map((row) => row.tag) };
}

/** Seeds the society before the tests of the enclosing describe block; the fields are filled once they run. */
export function useTestSociety(testApp: () => TestApp): TestSociety {
  const society: TestSociety = { viewerIds: [], tags: [] };
  beforeAll(async () => {
    Object.assign(society, await seedTestSociety(testApp()));
  }, 60_000);
  return society;
}

/** The filters every list builder serves, over the society's two most used tags. */
export function societyFilters(tags: string[]) {
  return [
    { query: "gothic" },
    { tag: tags[0] },
    { tag: tags[1], userType: "student" },
    { userType: "advisor" },
    { region: "Southern" },
    { region: "Eastern", query: "gothic" },
    { programStatus: "placed" },
  ];
}
