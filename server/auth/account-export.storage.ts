/** SQL for the member's data export: everything the product holds about them, read in one snapshot. */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";

/** The export's sections beside the account; each a list of plain rows, times as ISO text. */
export type AccountExportSections = {
  account: Record<string, unknown> | undefined;
  roundtablesOrganized: unknown[];
  /** Seats and waitlist places, with check-ins at the table (walk-ins, seats held at the door). */
  participations: unknown[];
  /** Invitations to co-organize and the roundtables the member co-organizes. */
  coOrganizing: unknown[];
  notifications: unknown[];
  mailWaiting: unknown[];
  messagesSent: unknown[];
  /** Who wrote to the member through the app and when (the text is never kept). */
  messagesReceived: unknown[];
  /** The societies' roster line with the member's e-mail, if any. */
  rosterEntry: Record<string, unknown> | null;
  calendarFeed: { exists: boolean };
  /** Events the member's calendar feed still lists as cancelled (docs/product.md, "Calendars"). */
  calendarCancellations: unknown[];
  /** The browsers the member turned pushes on in: their push service and when (docs/product.md, "Push"). */
  pushSubscriptions: unknown[];
  /** The ratings and comments the member gave roundtables after their sessions (docs/product.md, "Feedback"). */
  feedbackGiven: unknown[];
  /** Audit lines about the member. */
  auditEntries: unknown[];
  /** The member's own acts as staff on others: action, time and member id only, never notes about other members. */
  staffActs: unknown[];
};

const rowsOf = async (db: DbOrTx, query: ReturnType<typeof sql>) => (await db.execute<Record<string, unknown>>(query)).rows;

export async function readAccountExport(db: DbOrTx, userId: number): Promise<AccountExportSections> {
  const [account] = await rowsOf(
    db,
    // The member reads their own e-mail (ec_email_for, with the member as the reader).
    sql`select u.id, ec_email_for(u, u.id, u.is_staff) as email, u.first_name as "firstName", u.last_name as "lastName", u.user_type as "userType",
          u.chapter_id as "chapterId", c.name as chapter, u.interests, u.expertise_areas as "expertiseAreas",
          u.profile_image_url as "profileImageUrl", u.is_staff as "isStaff", u.email_notifications as "emailNotifications",
          u.email_confirmed as "emailConfirmed", u.membership_status as "membershipStatus", u.membership_note as "membershipNote",
          u.pending_change as "pendingChange", u.directory_visibility as "directoryVisibility", u.share_email as "shareEmail",
          u.accept_messages as "acceptMessages", u.created_at as "createdAt", u.updated_at as "updatedAt"
        from users u left join chapters c on c.id = u.chapter_id where u.id = ${userId}`,
  );
  const [organized, participations, notifications, mailWaiting, messagesSent, messagesReceived, roster, feed, audit, staffActs] = [
    await rowsOf(
      db,
      // Each with its convention, so the export is the member's history year after year (docs/product.md, "Conventions").
      sql`select r.id, r.title, r.description, r.category, r.target_audience as "targetAudience", r.max_participants as "maxParticipants", r.tags,
            r.program_status as "programStatus", r.created_at as "createdAt", c.name as convention, s.starts_at as "startsAt", room.name as room
          from roundtables r join conventions c on c.id = r.convention_id
          left join program_sessions s on s.id = r.session_id left join program_rooms room on room.id = r.room_id
          where r.organizer_id = ${userId} order by r.id`,
    ),
    await rowsOf(
      db,
      sql`select p.roundtable_id as "roundtableId", r.title, p.status, p.joined_at as "joinedAt", c.name as convention, s.starts_at as "startsAt",
            p.checked_in_at as "checkedInAt", p.walk_in as "walkIn", p.door_held_until as "doorHeldUntil"
          from participations p join roundtables r on r.id = p.roundtable_id join conventions c on c.id = r.convention_id
          left join program_sessions s on s.id = r.session_id
          where p.user_id = ${userId} order by p.joined_at, p.id`,
    ),
    await rowsOf(
      db,
      sql`select id, kind, message, roundtable_id as "roundtableId", read_at as "readAt", created_at as "createdAt"
          from notifications where user_id = ${userId} order by created_at, id`,
    ),
    await rowsOf(
      db,
      sql`select content ->> 'subject' as subject, send_after as "sendAfter" from mail_outbox where recipient_id = ${userId} order by send_after, id`,
    ),
    await rowsOf(
      db,
      sql`select m.recipient_id as "recipientId", u.first_name || ' ' || u.last_name as "recipientName", m.sent_at as "sentAt"
          from member_messages m join users u on u.id = m.recipient_id where m.sender_id = ${userId} order by m.sent_at, m.id`,
    ),
    await rowsOf(
      db,
      sql`select m.sender_id as "senderId", u.first_name || ' ' || u.last_name as "senderName", m.sent_at as "sentAt"
          from member_messages m left join users u on u.id = m.sender_id where m.recipient_id = ${userId} order by m.sent_at, m.id`,
    ),
    await rowsOf(
      db,
      sql`select r.email, r.chapter_id as "chapterId", c.name as chapter, r.user_type as "userType", r.created_at as "createdAt",
            r.updated_at as "updatedAt"
          from roster_entries r join users u on lower(r.email) = lower(u.email) left join chapters c on c.id = r.chapter_id
          where u.id = ${userId}`,
    ),
    await rowsOf(db, sql`select calendar_token is not null as "exists" from users where id = ${userId}`),
    await rowsOf(
      db,
      sql`select id, action, actor_id as "actorId", member_id as "memberId", roundtable_id as "roundtableId", note, details,
            created_at as "createdAt"
          from audit_log where member_id = ${userId} order by id`,
    ),
    await rowsOf(
      db,
      sql`select action, created_at as "createdAt", member_id as "memberId"
          from audit_log where actor_id = ${userId} and member_id is distinct from ${userId} order by id`,
    ),
  ];
  return {
    account,
    roundtablesOrganized: organized,
    participations,
    notifications,
    mailWaiting,
    messagesSent,
    messagesReceived,
    rosterEntry: roster[0] ?? null,
    calendarFeed: { exists: feed[0]?.exists === true },
    auditEntries: audit,
    staffActs,
    coOrganizing: await rowsOf(
      db,
      sql`select o.roundtable_id as "roundtableId", r.title, c.name as convention, o.status, o.invited_at as "invitedAt", o.answered_at as "answeredAt"
          from roundtable_co_organizers o join roundtables r on r.id = o.roundtable_id join conventions c on c.id = r.convention_id
          where o.user_id = ${userId} order by o.invited_at, o.roundtable_id`,
    ),
    calendarCancellations: await rowsOf(
      db,
      sql`select k.roundtable_id as "roundtableId", k.title, c.name as convention, k.starts_at as "startsAt", k.ends_at as "endsAt",
            k.room_name as room, k.session_name as session, k.cancelled_at as "cancelledAt"
          from calendar_cancellations k join conventions c on c.id = k.convention_id
          where k.user_id = ${userId} order by k.cancelled_at, k.roundtable_id`,
    ),
    feedbackGiven: await rowsOf(
      db,
      sql`select f.roundtable_id as "roundtableId", r.title, f.rating, f.comment, f.created_at as "createdAt", f.updated_at as "updatedAt"
          from roundtable_feedback f join roundtables r on r.id = f.roundtable_id where f.user_id = ${userId} order by f.created_at, f.roundtable_id`,
    ),
    pushSubscriptions: await rowsOf(
      db,
      // The push service's address, not the whole endpoint: its path is the browser's secret with that service.
      sql`select substring(endpoint from '^[a-z]+://[^/]+') as "pushService", created_at as "createdAt"
          from push_subscriptions where user_id = ${userId} order by created_at, id`,
    ),
  };
}
