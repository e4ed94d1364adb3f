/**
 * A member's own join and leave, each one statement: the database functions (server/db/functions/
 * ec_join_roundtable.sql, ec_leave_roundtable.sql) take the roundtable's row lock, read the seats,
 * seat or queue the member and notify the organizer in one round trip, where a transaction from
 * the app would take several. The rules' outcomes come back as words for the service to turn into
 * answers; the notification texts are the service's, passed in.
 */
import { sql } from "drizzle-orm";
import type { TargetAudience, UserType } from "@shared/constants";
import type { DbOrTx } from "../db/client";
import { queryNamed } from "../db/named-query";

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
  | { outcome: "not_found" | "no_member" | "already" | "joined" | "waitlisted" }
  | { outcome: "audience"; audience: TargetAudience; memberType: UserType }
  | { outcome: "clash"; clashTitle: string };

export async function joinRoundtable(
  db: DbOrTx,
  change: { roundtableId: number; userId: number; joinedMessage: AroundTitle; waitlistedMessage: AroundTitle },
): Promise<JoinOutcome> {
  const [row] = await queryNamed<{ outcome: string; audience: TargetAudience | null; member_type: UserType | null; clash_title: string | null }>(
    db,
    sql`select outcome, audience, member_type, clash_title
      from ec_join_roundtable(${change.roundtableId}::int, ${change.userId}::int,
        ${sql.param(change.joinedMessage)}::text[], ${sql.param(change.waitlistedMessage)}::text[])`,
  );
  if (row!.outcome === "audience") return { outcome: "audience", audience: row!.audience!, memberType: row!.member_type! };
  if (row!.outcome === "clash") return { outcome: "clash", clashTitle: row!.clash_title! };
  return { outcome: row!.outcome as Exclude<JoinOutcome["outcome"], "audience" | "clash"> };
}

export type LeaveOutcome = {
  outcome: "not_found" | "organizer" | "not_participating" | "left" | "left_waitlist";
  promotedUserIds: number[];
  title: string | null;
  /** The program session the roundtable is in, if any (a seat given up there may let a waiting member be seated elsewhere in it). */
  sessionId: number | null;
};

export async function leaveRoundtable(
  db: DbOrTx,
  change: { roundtableId: number; userId: number; leftMessage: AroundTitle; leftWaitlistMessage: AroundTitle; promotedMessage: AroundTitle },
): Promise<LeaveOutcome> {
  const [row] = await queryNamed<{ outcome: LeaveOutcome["outcome"]; promoted_user_ids: number[]; title: string | null; session_id: number | null }>(
    db,
    sql`select outcome, promoted_user_ids, title, session_id
      from ec_leave_roundtable(${change.roundtableId}::int, ${change.userId}::int,
        ${sql.param(change.leftMessage)}::text[], ${sql.param(change.leftWaitlistMessage)}::text[], ${sql.param(change.promotedMessage)}::text[])`,
  );
  return { outcome: row!.outcome, promotedUserIds: row!.promoted_user_ids, title: row!.title, sessionId: row!.session_id };
}
