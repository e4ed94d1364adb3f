/** SQL for the member's agenda (docs/product.md, "The convention pass"). */
import { sql, type SQL } from "drizzle-orm";
import type { AgendaStatus } from "@shared/constants";
import type { AgendaTablemate, ProgramRoomSummary, ProgramSessionSummary } from "@shared/types";
import type { DbOrTx } from "../db/client";
import { queryNamed } from "../db/named-query";
import { waitlistPositionOf } from "../roundtables";

/**
 * Every way a member takes part in a roundtable, each one line answering (roundtable_id, status,
 * strength). A roundtable reached by several ways shows once, with the strongest (lowest) one: the
 * organizer is also seated, but reads as the organizer. Another way (co-organizers) is one more
 * line here, with strength 2.
 */
const AGENDA_SOURCES: Array<(viewerId: number) => SQL> = [
  (viewerId) => sql`select r.id, 'organizer', 1 from roundtables r where r.organizer_id = ${viewerId}`,
  (viewerId) => sql`select c.roundtable_id, 'co_organizer', 2 from roundtable_co_organizers c
    where c.user_id = ${viewerId} and c.status = 'accepted'`,
  (viewerId) => sql`select p.roundtable_id, p.status::text, case p.status when 'joined' then 3 else 4 end
    from participations p where p.user_id = ${viewerId}`,
];

export type AgendaEntry = {
  roundtableId: number;
  status: AgendaStatus;
  waitlistPosition: number | null;
  session: ProgramSessionSummary | null;
  room: ProgramRoomSummary | null;
  tablemates: AgendaTablemate[];
  feedbackDue: boolean;
};

type EntryRowSql = {
  id: number;
  status: AgendaStatus;
  waitlist_position: number | null;
  session_id: number | null;
  session_name: string | null;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  room_id: number | null;
  room_name: string | null;
  tablemates: AgendaTablemate[] | string;
  feedback_due: boolean;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The member's roundtables in one convention, in time order (placed ones by their session's
 * start and room, then the ones not yet on the program), each with the members seated there
 * besides the member: names and chapters only, never an e-mail.
 */
export async function listAgendaEntries(db: DbOrTx, viewerId: number, conventionId: number, now: Date): Promise<AgendaEntry[]> {
  const rows = await queryNamed<EntryRowSql>(
    db,
    sql`
    with agenda_sources (roundtable_id, status, strength) as (
      ${sql.join(AGENDA_SOURCES.map((source) => source(viewerId)), sql` union all `)}
    ),
    mine as (
      select distinct on (a.roundtable_id) a.roundtable_id, a.status
      from agenda_sources a
      order by a.roundtable_id, a.strength
    )
    select r.id, mine.status, ${waitlistPositionOf(sql`p`)} as waitlist_position,
      s.id as session_id, s.name as session_name, s.starts_at, s.ends_at, room.id as room_id, room.name as room_name,
      coalesce((
        select json_agg(json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'chapter', c.name)
                        order by u.last_name, u.first_name, u.id)
        from participations t
        join users u on u.id = t.user_id
        left join chapters c on c.id = u.chapter_id
        where t.roundtable_id = r.id and t.status = 'joined' and t.user_id <> ${viewerId}
      ), '[]'::json) as tablemates,
      -- Asked on the agenda until rated (docs/product.md, "Feedback"): a seat checked in, its session over; organizers and co-organizers read feedback instead.
      (mine.status = 'joined' and p.checked_in_at is not null and s.ends_at <= ${now.toISOString()}::timestamptz
        and not exists (select 1 from roundtable_feedback f where f.roundtable_id = r.id and f.user_id = ${viewerId})) as feedback_due
    from mine
    join roundtables r on r.id = mine.roundtable_id
    left join participations p on p.roundtable_id = r.id and p.user_id = ${viewerId}
    left join program_sessions s on s.id = r.session_id
    left join program_rooms room on room.id = r.room_id
    where r.convention_id = ${conventionId}
    order by s.starts_at nulls last, room.position, r.title, r.id`,
  );
  return rows.map((row) => ({
    roundtableId: row.id,
    status: row.status,
    waitlistPosition: row.status === "waitlisted" ? row.waitlist_position : null,
    session:
      row.session_id !== null
        ? { id: row.session_id, name: row.session_name!, startsAt: iso(row.starts_at!), endsAt: iso(row.ends_at!) }
        : null,
    room: row.room_id !== null ? { id: row.room_id, name: row.room_name! } : null,
    tablemates: typeof row.tablemates === "string" ? (JSON.parse(row.tablemates) as AgendaTablemate[]) : row.tablemates,
    feedbackDue: row.feedback_due === true,
  }));
}
