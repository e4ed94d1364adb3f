/**
 * The demo's conventions (docs/product.md, "Conventions", the demo): a busy society needs a current
 * convention members can still join. When the current one is over by the app's clock, the demo
 * prepares the next one as staff would: same city and time zone, the days moved by whole 52-week
 * years (364 days, so "Monday Morning" is still a Monday), the year in the name moved with them,
 * the program's sessions and rooms copied at the same local wall-clock times, and makes it
 * current. The convention that was current becomes the demo's past one.
 */
import { sql } from "drizzle-orm";
import type { ConventionRow } from "@shared/schema";
import { findConventionRow, findCurrentConventionRow, insertConvention, localDay, phaseOf, setCurrentConvention } from "../convention";
import type { Db, DbOrTx } from "../db/client";
import type { Clock } from "../lib/clock";
import { recordAudit } from "../members";

const WEEKS_OF_A_YEAR = 364;

export type DemoConventions = {
  current: ConventionRow;
  /** The convention that receives the demo's share of past roundtables; null when none exists before the current one. */
  past: ConventionRow | null;
  /** What the demo made: the sessions copied into the new current convention, or null when it kept the current one. */
  made: { sessionsCopied: number } | null;
};

/** A YYYY-MM-DD `days` later. */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The shift, in whole 52-week years, that puts the first day after `today`. */
export function weeksOfYearsAfter(startDate: string, today: string): number {
  let days = WEEKS_OF_A_YEAR;
  while (addDays(startDate, days) <= today) days += WEEKS_OF_A_YEAR;
  return days;
}

/** The name with the first day's year moved ("2026 International English Convention" → 2027); a name without it gets the new year. */
export function nextName(name: string, fromYear: string, toYear: string): string {
  return name.includes(fromYear) ? name.replaceAll(fromYear, toYear) : `${name} ${toYear}`;
}

/** Copies `from`'s sessions and rooms to `to`, `days` later at the same local wall-clock time (PostgreSQL applies each zone's daylight-saving rules). */
async function copyProgram(tx: DbOrTx, from: ConventionRow, to: ConventionRow, days: number): Promise<number> {
  const sessions = await tx.execute<{ id: number }>(sql`select id from program_sessions where convention_id = ${from.id} order by starts_at, id`);
  for (const session of sessions.rows) {
    const inserted = await tx.execute<{ id: number }>(sql`
      insert into program_sessions (convention_id, name, starts_at, ends_at)
      select ${to.id}, name,
        ((starts_at at time zone ${from.timeZone}) + ${days}::int * interval '1 day') at time zone ${to.timeZone},
        ((ends_at at time zone ${from.timeZone}) + ${days}::int * interval '1 day') at time zone ${to.timeZone}
      from program_sessions where id = ${session.id}
      returning id`);
    await tx.execute(sql`
      insert into program_rooms (session_id, name, position)
      select ${inserted.rows[0]!.id}, name, position from program_rooms where session_id = ${session.id}`);
  }
  return sessions.rows.length;
}

/** The latest convention before `current` (by first day), if any. */
async function conventionBefore(db: DbOrTx, current: ConventionRow): Promise<ConventionRow | null> {
  const result = await db.execute<{ id: number }>(sql`
    select id from conventions where id <> ${current.id} and start_date < ${current.startDate} order by start_date desc, id desc limit 1`);
  const id = result.rows[0]?.id;
  if (id === undefined) return null;
  return (await findConventionRow(db, id)) ?? null;
}

/**
 * Keeps a current convention that is upcoming or under way (and takes the one before it as the
 * past one), or makes the next one current when it is over. A second demo run finds the one the
 * first made upcoming, so it makes nothing more.
 */
export async function prepareDemoConventions(db: Db, clock: Clock): Promise<DemoConventions> {
  return db.transaction(async (tx) => {
    const current = await findCurrentConventionRow(tx);
    if (!current) throw new Error("The database has no current convention.");
    const now = clock.now();
    if (phaseOf(current, now) !== "over") return { current, past: await conventionBefore(tx, current), made: null };
    const days = weeksOfYearsAfter(current.startDate, localDay(now, current.timeZone));
    const startDate = addDays(current.startDate, days);
    const next = await insertConvention(tx, {
      name: nextName(current.name, current.startDate.slice(0, 4), startDate.slice(0, 4)),
      city: current.city,
      startDate,
      endDate: addDays(current.endDate, days),
      timeZone: current.timeZone,
      proposalsCloseAt: null,
    });
    const sessionsCopied = await copyProgram(tx, current, next, days);
    await setCurrentConvention(tx, next.id);
    // Staff's own acts, written by the demo as a command-line script writes them: with no actor.
    await recordAudit(tx, { actorId: null, action: "convention.created", conventionId: next.id, details: { name: next.name, copyFrom: current.id, sessionsCopied } });
    await recordAudit(tx, { actorId: null, action: "convention.made_current", conventionId: next.id, details: { name: next.name } });
    return { current: { ...next, isCurrent: true }, past: { ...current, isCurrent: false }, made: { sessionsCopied } };
  });
}
