/**
 * Seats taken and given up by the seat rules in the database, each one statement: the database
 * functions (server/db/functions/ec_join_roundtable.sql, ec_leave_roundtable.sql) take the
 * roundtable's row lock, read the seats, seat, queue or free the member and notify in one round
 * trip, where a transaction from the app would take several. A member's own join and the
 * organizer's add are the same function, so they can't apply different rules. The rules' outcomes
 * come back as words for the services to turn into answers; the notification texts are theirs,
 * passed in.
 */
import { sql } from "drizzle-orm";
import type { TargetAudience, UserType } from "@shared/constants";
import type { DbOrTx } from "../db/client";
import { queryNamed } from "../db/named-query";
import { alsoEnqueueing, type HeldMailTemplate } from "../mail";

/** A notification's text about a roundtable, as the words before and after its title. */
export type AroundTitle = [before: string, after: string];

// A character no title can hold (PostgreSQL text never contains NUL).
const TITLE = "\u0000";

/** Splits a message written for any title into the words around the title. */
export function aroundTitle(message: (title: string) => string): AroundTitle {
  const [before = "", after = ""] = message(TITLE).split(TITLE);
  return [before, after];
}

export type JoinOutcome =
  | { outcome: "not_found" | "no_member" | "already" | "joined" | "waitlisted" | "over" | "started" }
  | { outcome: "audience"; audience: TargetAudience; memberType: UserType }
  | { outcome: "clash"; clashTitle: string };

export async function joinRoundtable(
  db: DbOrTx,
  change: { roundtableId: number; userId: number; joinedMessage: AroundTitle; waitlistedMessage: AroundTitle; now: Date },
): Promise<JoinOutcome> {
  const [row] = await queryNamed<{ outcome: string; audience: TargetAudience | null; member_type: UserType | null; clash_title: string | null }>(
    db,
    sql`select outcome, audience, member_type, clash_title
      from ec_join_roundtable(${change.roundtableId}::int, ${change.userId}::int,
        ${sql.param(change.joinedMessage)}::text[], ${sql.param(change.waitlistedMessage)}::text[], null::int, ${change.now.toISOString()}::timestamptz)`,
  );
  if (row!.outcome === "audience") return { outcome: "audience", audience: row!.audience!, memberType: row!.member_type! };
  if (row!.outcome === "clash") return { outcome: "clash", clashTitle: row!.clash_title! };
  return { outcome: row!.outcome as Exclude<JoinOutcome["outcome"], "audience" | "clash"> };
}

export type AddOutcome =
  | { outcome: "not_found" | "not_organizer" | "organizer" | "no_member" | "already" | "full" }
  | { outcome: "audience"; audience: TargetAudience; memberType: UserType }
  | { outcome: "clash"; clashTitle: string; clashName: string }
  /** Seated; the title is for the added member's e-mail. */
  | { outcome: "joined"; title: string };

/** The organizer's add: the join's rules, refusing where a join would queue (a full roundtable). */
export async function addToRoundtable(
  db: DbOrTx,
  change: { roundtableId: number; userId: number; organizerId: number; addedMessage: AroundTitle },
): Promise<AddOutcome> {
  const [row] = await queryNamed<{
    outcome: string;
    audience: TargetAudience | null;
    member_type: UserType | null;
    clash_title: string | null;
    clash_name: string | null;
    title: string | null;
  }>(
    db,
    sql`select outcome, audience, member_type, clash_title, clash_name, title
      from ec_join_roundtable(${change.roundtableId}::int, ${change.userId}::int,
        ${sql.param(change.addedMessage)}::text[], null::text[], ${change.organizerId}::int)`,
  );
  const { outcome } = row!;
  if (outcome === "audience") return { outcome, audience: row!.audience!, memberType: row!.member_type! };
  if (outcome === "clash") return { outcome, clashTitle: row!.clash_title!, clashName: row!.clash_name! };
  if (outcome === "joined") return { outcome, title: row!.title! };
  return { outcome: outcome as Exclude<AddOutcome["outcome"], "audience" | "clash" | "joined"> };
}

export type LeaveOutcome = {
  outcome: "not_found" | "organizer" | "not_participating" | "left" | "left_waitlist" | "over" | "started";
  promotedUserIds: number[];
  title: string | null;
  /** The program session the roundtable is in, if any (a seat given up there may let a waiting member be seated elsewhere in it). */
  sessionId: number | null;
};

/**
 * Without `now` (an account's deletion), the date rules don't apply: a member who leaves the society leaves every table.
 * With `promotionMail`, the same statement also enqueues the promoted members' e-mail (docs/mail.md, "The outbox"). */
export async function leaveRoundtable(
  db: DbOrTx,
  change: { roundtableId: number; userId: number; leftMessage: AroundTitle; leftWaitlistMessage: AroundTitle; promotedMessage: AroundTitle; now?: Date },
  promotionMail?: HeldMailTemplate,
): Promise<LeaveOutcome> {
  const leave = sql`select outcome, promoted_user_ids, title, session_id
      from ec_leave_roundtable(${change.roundtableId}::int, ${change.userId}::int,
        ${sql.param(change.leftMessage)}::text[], ${sql.param(change.leftWaitlistMessage)}::text[], ${sql.param(change.promotedMessage)}::text[], ${change.now?.toISOString() ?? null}::timestamptz)`;
  const [row] = await queryNamed<{ outcome: LeaveOutcome["outcome"]; promoted_user_ids: number[]; title: string | null; session_id: number | null }>(
    db,
    promotionMail ? alsoEnqueueing(leave, "promoted_user_ids", promotionMail) : leave,
  );
  return { outcome: row!.outcome, promotedUserIds: row!.promoted_user_ids, title: row!.title, sessionId: row!.session_id };
}
