/**
 * The rows of the program's CSV (program-export.ts): every seated member of every placed
 * roundtable, in the file's order. Only staff read it: each e-mail is the one staff may read
 * (ec_email_for with a staff reader: every address).
 */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";

export type ExportRow = {
  session: string;
  starts_at: Date | string;
  ends_at: Date | string;
  room: string;
  title: string;
  category: string;
  is_organizer: boolean;
  is_co_organizer: boolean;
  first_name: string;
  last_name: string;
  chapter: string | null;
  user_type: string;
  email: string;
};

/** One convention's rows: by session and room, the organizer first, then co-organizers, then by name. */
export async function readProgramRows(db: DbOrTx, conventionId: number): Promise<ExportRow[]> {
  const result = await db.execute<ExportRow>(sql`
    select s.name as session, s.starts_at, s.ends_at, room.name as room, r.title, r.category,
      (u.id = r.organizer_id) as is_organizer, (co.user_id is not null) as is_co_organizer, u.first_name, u.last_name, c.name as chapter, u.user_type,
      ec_email_for(u, null, true) as email
    from roundtables r
    join program_sessions s on s.id = r.session_id
    join program_rooms room on room.id = r.room_id
    join participations p on p.roundtable_id = r.id and p.status = 'joined'
    join users u on u.id = p.user_id
    left join roundtable_co_organizers co on co.roundtable_id = r.id and co.user_id = u.id and co.status = 'accepted'
    left join chapters c on c.id = u.chapter_id
    where r.program_status = 'placed' and r.convention_id = ${conventionId}::int
    order by s.starts_at, s.id, room.position, room.id, (u.id = r.organizer_id) desc, (co.user_id is not null) desc, u.last_name, u.first_name, u.id`);
  return result.rows;
}
