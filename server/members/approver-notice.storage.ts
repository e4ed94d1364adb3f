/** SQL for telling approvers that someone waits: who waits, who approves them, and when their daily e-mail may go. */
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
      where chapter_id = ${chapterId} and user_type = 'advisor' and ec_is_member(users) and id <> ${memberId}
    )
    select id from advisors
    union all
    select id from users
    where is_staff and ec_is_member(users) and id <> ${memberId} and not exists (select 1 from advisors)
    order by id`);
  return result.rows.map((row) => row.id);
}

/** When each approver's next daily mail may go: a day after their last, or now. */
export async function nextDigestTimes(db: DbOrTx, approverIds: number[]): Promise<Array<{ id: number; sendAfter: Date; due: boolean }>> {
  const result = await db.execute<{ id: number; send_after: Date; due: boolean }>(sql`
    select approver.id, greatest(now(), d.mailed_at + interval '1 day') as send_after, (d.mailed_at is null or d.mailed_at <= now() - interval '1 day') as due
    from unnest(${sql.param(approverIds)}::int[]) as approver(id)
    left join approver_digests d on d.user_id = approver.id`);
  return result.rows.map((row) => ({ id: row.id, sendAfter: new Date(row.send_after), due: row.due }));
}

/**
 * Marks the approver mailed now, unless they were mailed within the last day (then answers when
 * the next may go). One statement, so two app processes never both take the same approver's day.
 */
export async function takeDigest(db: DbOrTx, approverId: number): Promise<{ taken: boolean; nextAt: Date | null }> {
  const result = await db.execute<{ taken: boolean; next_at: Date | null }>(sql`
    with taken as (
      insert into approver_digests (user_id, mailed_at) values (${approverId}, now())
      on conflict (user_id) do update set mailed_at = excluded.mailed_at
        where approver_digests.mailed_at <= now() - interval '1 day'
      returning user_id)
    select exists (select 1 from taken) as taken,
      (select d.mailed_at + interval '1 day' from approver_digests d where d.user_id = ${approverId}) as next_at`);
  const row = result.rows[0]!;
  return { taken: row.taken, nextAt: row.next_at === null ? null : new Date(row.next_at) };
}

/** The mail taken for today could not be sent: the day is free again for its retry. */
export async function releaseDigest(db: DbOrTx, approverId: number): Promise<void> {
  await db.execute(sql`update approver_digests set mailed_at = now() - interval '1 day' where user_id = ${approverId}`);
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
        where a.chapter_id = w.chapter_id and a.user_type = 'advisor' and ec_is_member(a) and a.id <> w.id)))
    where me.id = any(${sql.param(approverIds)}::int[])
    group by me.id`);
  return new Map(result.rows.map((row) => [row.approver_id, row.waiting]));
}
