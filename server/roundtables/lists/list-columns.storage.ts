/**
 * The columns and joins every list path reads a roundtable with (the reference lists' statement,
 * the cached lists' shared rows), over the alias `r`, so the paths can't read it differently.
 */
import { sql, type SQL } from "drizzle-orm";
import { seatCounts } from "../../matching";

/** What every member sees of a roundtable, over `r` and the joins of sharedJoins. */
export const sharedColumns = sql`r.id, r.convention_id, r.title, r.description, r.category, r.target_audience, r.max_participants, r.tags,
      r.organizer_id, r.scheduled_date, r.created_at,
      o.first_name as organizer_first_name, o.last_name as organizer_last_name,
      o.profile_image_url as organizer_profile_image_url, o.chapter_id as organizer_chapter_id,
      oc.name as organizer_chapter, oc.color as organizer_chapter_color,
      coalesce(stats.participant_count, 0) as participant_count,
      coalesce(stats.waitlist_count, 0) as waitlist_count,
      coalesce(cardinality(stats.chapter_ids), 0) as chapter_count,
      -- The organizer's chapter first, then by first seat (the summary's order).
      coalesce((
        select json_agg(json_build_object('id', c.id, 'name', c.name, 'color', c.color)
                        order by (c.id = o.chapter_id) desc, array_position(stats.chapter_ids, c.id))
        from chapters c where c.id = any(stats.chapter_ids)
      ), '[]'::json) as chapters,
      r.program_status,
      case when ps.id is not null then json_build_object('id', ps.id, 'name', ps.name, 'startsAt', ps.starts_at, 'endsAt', ps.ends_at) end
        as preferred_session,
      case when s.id is not null then json_build_object('id', s.id, 'name', s.name, 'startsAt', s.starts_at, 'endsAt', s.ends_at) end
        as placed_session,
      room.id as room_id, room.name as room_name,
      -- Co-organizers, earliest first, and the invitations not accepted (shown to those who manage it only: row-fields.ts).
      coalesce((
        select json_agg(json_build_object('id', cu.id, 'firstName', cu.first_name, 'lastName', cu.last_name, 'profileImageUrl', cu.profile_image_url)
                        order by co.answered_at, co.user_id)
        from roundtable_co_organizers co join users cu on cu.id = co.user_id
        where co.roundtable_id = r.id and co.status = 'accepted'
      ), '[]'::json) as co_organizers,
      coalesce((
        select json_agg(json_build_object('user', json_build_object('id', cu.id, 'firstName', cu.first_name, 'lastName', cu.last_name,
                          'profileImageUrl', cu.profile_image_url), 'status', co.status)
                        order by co.invited_at, co.user_id)
        from roundtable_co_organizers co join users cu on cu.id = co.user_id
        where co.roundtable_id = r.id and co.status <> 'accepted'
      ), '[]'::json) as co_organizer_invitations`;

/** The organizer, their chapter, the program's sessions and room, and the seat summary (`stats`). */
export const sharedJoins = sql`join users o on o.id = r.organizer_id
    left join chapters oc on oc.id = o.chapter_id
    left join program_sessions ps on ps.id = r.preferred_session_id
    left join program_sessions s on s.id = r.session_id
    left join program_rooms room on room.id = r.room_id
    ${seatCounts}`;

/**
 * The 1-based place in line of the participation aliased `p` (null unless waitlisted), in the
 * order promotion follows (joined_at, then id). The reference lists and a member's facts
 * (viewer-facts.storage.ts) both use it, so they can't disagree.
 */
export function waitlistPositionOf(p: SQL): SQL {
  return sql`case when ${p}.status = 'waitlisted' then (
        select count(*) from participations w
        where w.roundtable_id = ${p}.roundtable_id and w.status = 'waitlisted' and (w.joined_at, w.id) <= (${p}.joined_at, ${p}.id)
      )::int end`;
}
