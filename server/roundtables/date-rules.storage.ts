/** SQL for the date rules (date-rules.ts): the convention a new proposal or a roundtable belongs to, with its days. */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";

export type ConventionDays = { name: string; startDate: string; endDate: string; timeZone: string };

type ConventionDaysSql = { name: string; start_date: string; end_date: string; time_zone: string };
const daysOf = (row: ConventionDaysSql): ConventionDays => ({ name: row.name, startDate: row.start_date, endDate: row.end_date, timeZone: row.time_zone });

/** The current convention's days and the call's closing time, if there is a current one. */
export async function readCurrentConventionDays(db: DbOrTx): Promise<(ConventionDays & { proposalsCloseAt: Date | null }) | undefined> {
  const result = await db.execute<ConventionDaysSql & { proposals_close_at: Date | string | null }>(sql`
    select name, start_date::text, end_date::text, time_zone, proposals_close_at from conventions where is_current`);
  const row = result.rows[0];
  return row && { ...daysOf(row), proposalsCloseAt: row.proposals_close_at === null ? null : new Date(row.proposals_close_at) };
}

/** The roundtable's convention's days and its session's start (null until placed), or undefined for no such roundtable. */
export async function readRoundtableDays(db: DbOrTx, roundtableId: number): Promise<(ConventionDays & { startsAt: Date | null }) | undefined> {
  const result = await db.execute<ConventionDaysSql & { starts_at: Date | string | null }>(sql`
    select c.name, c.start_date::text, c.end_date::text, c.time_zone, s.starts_at
    from roundtables r join conventions c on c.id = r.convention_id left join program_sessions s on s.id = r.session_id
    where r.id = ${roundtableId}`);
  const row = result.rows[0];
  return row && { ...daysOf(row), startsAt: row.starts_at === null ? null : new Date(row.starts_at) };
}

/** The name of the roundtable's convention. */
export async function readRoundtableConventionName(db: DbOrTx, roundtableId: number): Promise<string | undefined> {
  const result = await db.execute<{ name: string }>(sql`select c.name from roundtables r join conventions c on c.id = r.convention_id where r.id = ${roundtableId}`);
  return result.rows[0]?.name;
}

/** Whether the session belongs to the roundtable's own convention. */
export async function isSessionOfRoundtablesConvention(db: DbOrTx, roundtableId: number, sessionId: number): Promise<boolean> {
  const result = await db.execute<{ same: boolean }>(sql`
    select exists (select 1 from roundtables r join program_sessions s on s.convention_id = r.convention_id
      where r.id = ${roundtableId} and s.id = ${sessionId}) as same`);
  return result.rows[0]?.same ?? false;
}
