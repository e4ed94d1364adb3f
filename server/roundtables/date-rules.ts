/**
 * The app knows the date (docs/product.md, "Conventions"): nothing changes at a convention that is
 * over, proposals stop when the call closes, and members join or leave a placed roundtable only
 * until its session starts (the organizer still adds and removes people at the table). Each rule
 * reads the app's one clock, so tests move it instead of waiting.
 */
import { sql } from "drizzle-orm";
import { conventionOverMessage, proposalsClosedMessage, ROUNDTABLE_STARTED_MESSAGE } from "@shared/constants";
import { phaseOf } from "../convention";
import type { DbOrTx } from "../db/client";
import { AppError } from "../lib/app-error";
import type { Clock } from "../lib/clock";

type ConventionDays = { name: string; start_date: string; end_date: string; time_zone: string };

const isOver = (row: ConventionDays, now: Date) => phaseOf({ startDate: row.start_date, endDate: row.end_date, timeZone: row.time_zone }, now) === "over";

/** "March 1, 2027": the day the call closed, in the convention's time zone. */
function closingDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, month: "long", day: "numeric", year: "numeric" }).format(instant);
}

/** A new proposal goes into the current convention: refused once it is over or its call has closed. */
export async function checkProposalsOpen(db: DbOrTx, clock: Clock): Promise<void> {
  const result = await db.execute<ConventionDays & { proposals_close_at: Date | string | null }>(sql`
    select name, start_date::text, end_date::text, time_zone, proposals_close_at from conventions where is_current`);
  const row = result.rows[0];
  if (!row) return;
  const now = clock.now();
  if (isOver(row, now)) throw AppError.conflict(conventionOverMessage(row.name));
  if (row.proposals_close_at !== null) {
    const closes = new Date(row.proposals_close_at);
    if (now.getTime() >= closes.getTime()) throw AppError.conflict(proposalsClosedMessage(row.name, closingDay(closes, row.time_zone)));
  }
}

/**
 * Refuses a change to a roundtable of a convention that is over; with `seatOfMember`, also a
 * member's own join or leave once the roundtable's session has started. An unknown roundtable
 * passes: the change itself answers 404. Answers the convention's time zone.
 */
export async function checkRoundtableOpen(db: DbOrTx, clock: Clock, roundtableId: number, options: { seatOfMember?: boolean } = {}): Promise<string | undefined> {
  const result = await db.execute<ConventionDays & { starts_at: Date | string | null }>(sql`
    select c.name, c.start_date::text, c.end_date::text, c.time_zone, s.starts_at
    from roundtables r join conventions c on c.id = r.convention_id left join program_sessions s on s.id = r.session_id
    where r.id = ${roundtableId}`);
  const row = result.rows[0];
  if (!row) return undefined;
  const now = clock.now();
  if (isOver(row, now)) throw AppError.conflict(conventionOverMessage(row.name));
  if (options.seatOfMember && row.starts_at !== null && new Date(row.starts_at).getTime() <= now.getTime()) {
    throw AppError.conflict(ROUNDTABLE_STARTED_MESSAGE);
  }
  return row.time_zone;
}

/** The 409 for a refusal the seat functions gave (ec_date_refusal.sql); only then is the convention's name read. */
export async function dateRefusal(db: DbOrTx, roundtableId: number, outcome: "over" | "started"): Promise<AppError> {
  if (outcome === "started") return AppError.conflict(ROUNDTABLE_STARTED_MESSAGE);
  const result = await db.execute<{ name: string }>(sql`select c.name from roundtables r join conventions c on c.id = r.convention_id where r.id = ${roundtableId}`);
  return AppError.conflict(conventionOverMessage(result.rows[0]?.name ?? "convention"));
}

/** A roundtable is placed only in a session of its own convention. */
export async function sessionOfRoundtablesConvention(db: DbOrTx, roundtableId: number, sessionId: number): Promise<boolean> {
  const result = await db.execute<{ same: boolean }>(sql`
    select exists (select 1 from roundtables r join program_sessions s on s.convention_id = r.convention_id
      where r.id = ${roundtableId} and s.id = ${sessionId}) as same`);
  return result.rows[0]?.same ?? false;
}
