/**
 * The app knows the date (docs/product.md, "Conventions"): nothing changes at a convention that is
 * over, proposals stop when the call closes, and members join or leave a placed roundtable only
 * until its session starts (the organizer still adds and removes people at the table). Each rule
 * reads the app's one clock, so tests move it instead of waiting.
 */
import { conventionOverMessage, proposalsClosedMessage, ROUNDTABLE_STARTED_MESSAGE } from "@shared/constants";
import { phaseOf } from "../convention";
import type { DbOrTx } from "../db/client";
import { AppError } from "../lib/app-error";
import type { Clock } from "../lib/clock";
import {
  isSessionOfRoundtablesConvention,
  readCurrentConventionDays,
  readRoundtableConventionName,
  readRoundtableDays,
  type ConventionDays,
} from "./date-rules.storage";

const isOver = (days: ConventionDays, now: Date) => phaseOf(days, now) === "over";

/** "March 1, 2027": the day the call closed, in the convention's time zone. */
function closingDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, month: "long", day: "numeric", year: "numeric" }).format(instant);
}

/** A new proposal goes into the current convention: refused once it is over or its call has closed. */
export async function checkProposalsOpen(db: DbOrTx, clock: Clock): Promise<void> {
  const convention = await readCurrentConventionDays(db);
  if (!convention) return;
  const now = clock.now();
  if (isOver(convention, now)) throw AppError.conflict(conventionOverMessage(convention.name), "convention_over");
  const closes = convention.proposalsCloseAt;
  if (closes !== null && now.getTime() >= closes.getTime()) {
    throw AppError.conflict(proposalsClosedMessage(convention.name, closingDay(closes, convention.timeZone)), "call_closed");
  }
}

/**
 * Refuses a change to a roundtable of a convention that is over; with `seatOfMember`, also a
 * member's own join or leave once the roundtable's session has started. An unknown roundtable
 * passes: the change itself answers 404. Answers the convention's time zone.
 */
export async function checkRoundtableOpen(db: DbOrTx, clock: Clock, roundtableId: number, options: { seatOfMember?: boolean } = {}): Promise<string | undefined> {
  const roundtable = await readRoundtableDays(db, roundtableId);
  if (!roundtable) return undefined;
  const now = clock.now();
  if (isOver(roundtable, now)) throw AppError.conflict(conventionOverMessage(roundtable.name), "convention_over");
  if (options.seatOfMember && roundtable.startsAt !== null && roundtable.startsAt.getTime() <= now.getTime()) {
    throw AppError.conflict(ROUNDTABLE_STARTED_MESSAGE, "session_started");
  }
  return roundtable.timeZone;
}

/** The 409 for a refusal the seat functions gave (ec_date_refusal.sql); only then is the convention's name read. */
export async function dateRefusal(db: DbOrTx, roundtableId: number, outcome: "over" | "started"): Promise<AppError> {
  if (outcome === "started") return AppError.conflict(ROUNDTABLE_STARTED_MESSAGE, "session_started");
  return AppError.conflict(conventionOverMessage((await readRoundtableConventionName(db, roundtableId)) ?? "convention"), "convention_over");
}

/** A roundtable is placed only in a session of its own convention. */
export const sessionOfRoundtablesConvention = isSessionOfRoundtablesConvention;
