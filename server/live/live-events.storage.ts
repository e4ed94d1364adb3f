/** The events table's reads (the triggers write it: server/db/functions/ec_live_*.sql). */
import type pg from "pg";

export type LiveEventKind = "seats" | "notifications" | "program";

export type LiveEvent = {
  id: number;
  kind: LiveEventKind;
  /** The one member it is for, or null for every signed-in member. */
  memberId: number | null;
  data: unknown;
};

type Row = { id: string; kind: LiveEventKind; member_id: number | null; data: unknown };

const fromRow = (row: Row): LiveEvent => ({ id: Number(row.id), kind: row.kind, memberId: row.member_id, data: row.data });

/** The events NOTIFY named, in id order. */
export async function readEventsById(pool: pg.Pool, ids: number[]): Promise<LiveEvent[]> {
  const { rows } = await pool.query<Row>("select id, kind, member_id, data from live_events where id = any($1::bigint[]) order by id", [ids]);
  return rows.map(fromRow);
}

/** Every event after `afterId` (for a listener that lost its connection), in id order. */
export async function readEventsAfter(pool: pg.Pool, afterId: number): Promise<LiveEvent[]> {
  const { rows } = await pool.query<Row>("select id, kind, member_id, data from live_events where id > $1 order by id limit 10000", [afterId]);
  return rows.map(fromRow);
}

/**
 * What a member's stream missed after `afterId`: only the newest event of each topic, as every
 * event says the whole current state of its topic (a count, or "read the program again").
 */
export async function readMissedEvents(pool: pg.Pool, afterId: number, memberId: number): Promise<LiveEvent[]> {
  const { rows } = await pool.query<Row>(
    `select id, kind, member_id, data from (
       select distinct on (topic) id, kind, member_id, data from live_events
       where id > $1 and (member_id is null or member_id = $2)
       order by topic, id desc
     ) newest order by id`,
    [afterId, memberId],
  );
  return rows.map(fromRow);
}

/** The newest event's id (0 when none is kept): where a new stream starts. */
export async function newestEventId(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ id: string | null }>("select max(id) as id from live_events");
  return Number(rows[0]?.id ?? 0);
}
