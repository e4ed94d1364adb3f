/** SQL for telling approvers that someone waits: who waits, who approves them, and whose daily e-mail is due. */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";

export type Waiting = { id: number; firstName: string; lastName: string; chapterId: number; chapterName: string; isChange: boolean };

/** The member when they wait for a decision (confirmed and pending, or approved with a change waiting), with the chapter that decides. */
export async function findWaiting(db: DbOrTx, memberId: number): Promise<Waiting | undefined> {
  const result = await db.execute<{ id: number; first_name: string; last_name: string; chapter_id: number; chapter_name: string; is_change: boolean }>(sql`
    select u.id, u.first_name, u.last_name, c.id as chapter_id, c.name as chapter_name,
      (u.membership_status = 'approved') as is_change
    from users u
    join chapters c on c.id = coalesce((u.pending_change ->> 'chapterId')::int, u.chapter_id)
    where u.id = ${memberId} and u.email_confirmed
      and (u.membership_status = 'pending' or (u.membership_status = 'approved' and u.pending_change is not null))`);
  const row = result.rows[0];
  return row && { id: row.id, firstName: row.first_name, lastName: row.last_name, chapterId: row.chapter_id, chapterName: row.chapter_name, isChange: row.is_change };
}

/** The chapter's approved advisors, or (when it has none) the approved staff; never the member themselves. */
export async function findApprovers(db: DbOrTx, chapterId: number, memberId: number): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    with advisors as (
      select id from users
      where chapter_id = ${chapterId} and user_type = 'advisor' and membership_status = 'approved' and email_confirmed and id <> ${memberId}
    )
    select id from advisors
    union all
    select id from users
    where is_staff and membership_status = 'approved' and id <> ${memberId} and not exists (select 1 from advisors)
    order by id`);
  return result.rows.map((row) => row.id);
}

/**
 * Of these approvers, the ones not mailed in the last day, marked as mailed now. One statement,
 * so two app processes never both take the same approver's mail.
 */
export async function takeDueDigests(db: DbOrTx, approverIds: number[]): Promise<number[]> {
  if (approverIds.length === 0) return [];
  const result = await db.execute<{ user_id: number }>(sql`
    insert into approver_digests (user_id, mailed_at)
    select id, now() from unnest(${sql.param(approverIds)}::int[]) as approver(id)
    on conflict (user_id) do update set mailed_at = excluded.mailed_at
      where approver_digests.mailed_at <= now() - interval '1 day'
    returning user_id`);
  return result.rows.map((row) => row.user_id);
}

/** How many members (or changes) wait for each of these approvers: what a digest e-mail counts. */
export async function countWaitingFor(db: DbOrTx, approverIds: number[]): Promise<Map<number, number>> {
  if (approverIds.length === 0) return new Map();
  const result = await db.execute<{ approver_id: number; waiting: number }>(sql`
    with waiting as (
      select u.id, coalesce((u.pending_change ->> 'chapterId')::int, u.chapter_id) as chapter_id
      from users u
      where u.email_confirmed and (u.membership_status = 'pending' or (u.membership_status = 'approved' and u.pending_change is not null))
    )
    select me.id as approver_id, count(w.id)::int as waiting
    from users me
    left join waiting w on w.id <> me.id and (
      (me.user_type = 'advisor' and w.chapter_id = me.chapter_id)
      or (me.is_staff and not exists (
        select 1 from users a
        where a.chapter_id = w.chapter_id and a.user_type = 'advisor' and a.membership_status = 'approved' and a.email_confirmed and a.id <> w.id)))
    where me.id = any(${sql.param(approverIds)}::int[])
    group by me.id`);
  return new Map(result.rows.map((row) => [row.approver_id, row.waiting]));
}
