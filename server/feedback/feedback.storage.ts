/**
 * SQL of feedback after a roundtable (docs/product.md, "Feedback"): who may rate it, a member's
 * rating and its change, the organizers' summary without names, the per-roundtable averages of a
 * convention, and the one ask per member when a session ends.
 */
import { sql } from "drizzle-orm";
import type { FeedbackSummary, MyFeedback } from "@shared/types";
import type { DbOrTx } from "../db/client";
import { queryNamed } from "../db/named-query";

const iso = (value: Date | string) => new Date(value).toISOString();

/** A roundtable as the feedback rules read it, for one member. */
export type FeedbackTable = {
  id: number;
  organizerId: number;
  coOrganizerIds: number[];
  /** Null when it is not on the program: no session, so nothing ends. */
  endsAt: Date | null;
  timeZone: string;
  /** The member holds a seat there and was checked in (a walk-in too). */
  checkedIn: boolean;
};

export async function findFeedbackTable(db: DbOrTx, roundtableId: number, viewerId: number): Promise<FeedbackTable | undefined> {
  const rows = await queryNamed<{
    id: number;
    organizer_id: number;
    co_organizer_ids: number[];
    ends_at: Date | string | null;
    time_zone: string;
    checked_in: boolean;
  }>(
    db,
    sql`select r.id, r.organizer_id,
        array(select c.user_id from roundtable_co_organizers c where c.roundtable_id = r.id and c.status = 'accepted' order by c.user_id) as co_organizer_ids,
        s.ends_at, conv.time_zone,
        exists(select 1 from participations p
               where p.roundtable_id = r.id and p.user_id = ${viewerId}::int and p.status = 'joined' and p.checked_in_at is not null) as checked_in
      from roundtables r
      join conventions conv on conv.id = r.convention_id
      left join program_sessions s on s.id = r.session_id and r.program_status = 'placed'
      where r.id = ${roundtableId}::int`,
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    id: row.id,
    organizerId: row.organizer_id,
    coOrganizerIds: row.co_organizer_ids,
    endsAt: row.ends_at === null ? null : new Date(row.ends_at),
    timeZone: row.time_zone,
    checkedIn: row.checked_in,
  };
}

type FeedbackRowSql = { rating: number; comment: string | null; created_at: Date | string; updated_at: Date | string };

const feedbackOf = (row: FeedbackRowSql | undefined): MyFeedback["feedback"] =>
  row ? { rating: row.rating, comment: row.comment, createdAt: iso(row.created_at), updatedAt: iso(row.updated_at) } : null;

export async function readOwnFeedback(db: DbOrTx, roundtableId: number, userId: number): Promise<MyFeedback["feedback"]> {
  const rows = await queryNamed<FeedbackRowSql>(
    db,
    sql`select rating, comment, created_at, updated_at from roundtable_feedback where roundtable_id = ${roundtableId}::int and user_id = ${userId}::int`,
  );
  return feedbackOf(rows[0]);
}

/** The member's rating, new or changed; its first time stays. */
export async function saveFeedback(
  db: DbOrTx,
  feedback: { roundtableId: number; userId: number; rating: number; comment: string | null; now: Date },
): Promise<NonNullable<MyFeedback["feedback"]>> {
  const at = feedback.now.toISOString();
  const rows = await queryNamed<FeedbackRowSql>(
    db,
    sql`insert into roundtable_feedback (roundtable_id, user_id, rating, comment, created_at, updated_at)
      values (${feedback.roundtableId}::int, ${feedback.userId}::int, ${feedback.rating}::int, ${feedback.comment}::text, ${at}::timestamptz, ${at}::timestamptz)
      on conflict (roundtable_id, user_id) do update set rating = excluded.rating, comment = excluded.comment, updated_at = excluded.updated_at
      returning rating, comment, created_at, updated_at`,
  );
  return feedbackOf(rows[0])!;
}

/** Count, average and comments, never who gave them: comments by the time they were first written. */
export async function summarizeFeedback(db: DbOrTx, roundtableId: number): Promise<FeedbackSummary> {
  const rows = await queryNamed<{ count: number; average: string | number | null; comments: string[] }>(
    db,
    sql`select count(*)::int as count, round(avg(rating), 2) as average,
        coalesce(array_agg(comment order by created_at, comment) filter (where comment is not null), '{}') as comments
      from roundtable_feedback where roundtable_id = ${roundtableId}::int`,
  );
  const row = rows[0]!;
  return { count: row.count, average: row.average === null ? null : Number(row.average), comments: row.comments };
}

/**
 * Every roundtable of a convention that has feedback, with how many rated it and the mean rating
 * to two decimals: for staff's attendance report (the CSV beside the check-ins).
 */
export async function feedbackSummaries(db: DbOrTx, conventionId: number): Promise<Array<{ roundtableId: number; count: number; average: number }>> {
  const rows = await queryNamed<{ roundtable_id: number; count: number; average: string | number }>(
    db,
    sql`select f.roundtable_id, count(*)::int as count, round(avg(f.rating), 2) as average
      from roundtable_feedback f join roundtables r on r.id = f.roundtable_id
      where r.convention_id = ${conventionId}::int
      group by f.roundtable_id order by f.roundtable_id`,
  );
  return rows.map((row) => ({ roundtableId: row.roundtable_id, count: row.count, average: Number(row.average) }));
}

/**
 * For every placed roundtable whose session ended at `now` or in the `withinHours` before it,
 * marks each member checked in there (not its organizer or co-organizers, and not one who already
 * rated it) as asked and, in the same statement, writes their one `feedback_requested` notice. The
 * mark's primary key makes it once: a second sweep, or another process's at the same moment, finds
 * the marks and writes nothing (its insert waits for the first's commit, then does nothing).
 * Answers how many notices were written.
 */
export async function writeFeedbackRequests(db: DbOrTx, now: Date, withinHours: number, message: [string, string]): Promise<number> {
  const at = now.toISOString();
  const rows = await queryNamed<{ written: number }>(
    db,
    sql`with due as (
        insert into feedback_requests (roundtable_id, user_id, created_at)
        select p.roundtable_id, p.user_id, ${at}::timestamptz
        from program_sessions s
        join roundtables r on r.session_id = s.id and r.program_status = 'placed'
        join participations p on p.roundtable_id = r.id and p.status = 'joined' and p.checked_in_at is not null
        where s.ends_at <= ${at}::timestamptz and s.ends_at > ${at}::timestamptz - make_interval(hours => ${withinHours}::int)
          and p.user_id <> r.organizer_id
          and not exists (select 1 from roundtable_co_organizers c where c.roundtable_id = r.id and c.user_id = p.user_id and c.status = 'accepted')
          and not exists (select 1 from roundtable_feedback f where f.roundtable_id = r.id and f.user_id = p.user_id)
        on conflict do nothing
        returning roundtable_id, user_id),
      told as (
        insert into notifications (user_id, kind, message, roundtable_id)
        select due.user_id, 'feedback_requested', ${message[0]}::text || r.title || ${message[1]}::text, r.id
        from due join roundtables r on r.id = due.roundtable_id
        returning 1)
      select count(*)::int as written from told`,
  );
  return rows[0]?.written ?? 0;
}
