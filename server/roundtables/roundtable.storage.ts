/**
 * SQL for roundtables. Every list (browse, one roundtable, a member's participations) is one
 * query: counts and chapters come from each roundtable's seat summary (roundtable_seats, kept by
 * triggers), the viewer's own status from subqueries, never a query per row. Browse newest first
 * and in program order is served from pages shared by every member (shared-list.ts), which use
 * the same columns and joins (sharedColumns, sharedJoins) and the same mapping.
 */
import { and, eq, sql, type SQL } from "drizzle-orm";
import { participations, roundtables } from "@shared/schema";
import type { ParticipationStatus, ProgramStatus, TargetAudience, UserType } from "@shared/constants";
import type { ChapterSummary, ProgramSessionSummary, Roundtable, RoundtableParticipant } from "@shared/types";
import type { RoundtableListQuery } from "@shared/validators/roundtables";
import type { DbOrTx } from "../db/client";
import { queryNamed } from "../db/named-query";
import { matchReasons, type MatchedLabel } from "../matching/match-reasons";
import { matchLevelOf } from "../matching/match-weights";
import {
  bestMatchFirst,
  bestMatchIds,
  matchColumns,
  matchJoins,
  matchRankedCte,
  matchViewerCtes,
  recommendableCondition,
  recommendedIds,
  seatCounts,
} from "../matching/match.sql";
import { containsPattern, words } from "../lib/search-text";

export type RoundtableRowSql = {
  id: number;
  title: string;
  description: string;
  category: string;
  target_audience: TargetAudience;
  max_participants: number;
  tags: string[];
  organizer_id: number;
  scheduled_date: Date | string | null;
  created_at: Date | string;
  organizer_first_name: string;
  organizer_last_name: string;
  organizer_profile_image_url: string | null;
  organizer_chapter_id: number;
  organizer_chapter: string | null;
  organizer_chapter_color: string | null;
  participant_count: number;
  waitlist_count: number;
  chapter_count: number;
  chapters: ChapterSummary[] | string | null;
  my_participation_id: number | null;
  my_status: ParticipationStatus | null;
  my_joined_at: Date | string | null;
  my_waitlist_position: number | null;
  my_user_id: number;
  /** The list's total (every row the filters pass), when the statement counted it. */
  list_total: number | null;
  match_score: number;
  match_new_chapter: boolean;
  match_seats_left: number;
  match_labels: MatchedLabel[] | string | null;
  program_status: ProgramStatus;
  program_note: string | null;
  preferred_session: SessionJson | string | null;
  placed_session: SessionJson | string | null;
  room_id: number | null;
  room_name: string | null;
};

type SessionJson = { id: number; name: string; startsAt: string; endsAt: string };

/** The member's labels that matched, each once whatever its letter case or list. */
function matchedLabels(value: RoundtableRowSql["match_labels"]): MatchedLabel[] {
  const labels = typeof value === "string" ? (JSON.parse(value) as MatchedLabel[]) : (value ?? []);
  const seen = new Set<string>();
  return labels.filter((item) => !seen.has(item.label.toLowerCase()) && seen.add(item.label.toLowerCase()));
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** json_build_object's timestamps carry PostgreSQL's text form; the API speaks ISO. */
function toSession(value: SessionJson | string | null): ProgramSessionSummary | null {
  if (value === null) return null;
  const session = typeof value === "string" ? (JSON.parse(value) as SessionJson) : value;
  return { id: session.id, name: session.name, startsAt: iso(session.startsAt)!, endsAt: iso(session.endsAt)! };
}

/** The fields computed for the member reading the roundtable; every other field is the same for all. */
export type ViewerKey =
  | "isOrganizer" | "isJoined" | "isWaitlisted" | "waitlistPosition" | "programNote" | "matchScore" | "matchLevel" | "matchReasons";
export type SharedFields = Omit<Roundtable, ViewerKey>;
export type ViewerFields = Pick<Roundtable, ViewerKey>;

type ViewerColumns = Pick<
  RoundtableRowSql,
  "organizer_id" | "my_user_id" | "my_status" | "my_waitlist_position" | "program_note" | "match_score" | "match_labels" | "match_new_chapter" | "match_seats_left"
>;

/** The columns every member reads alike. */
export type SharedColumns = Omit<
  RoundtableRowSql,
  Exclude<keyof ViewerColumns, "organizer_id"> | "my_participation_id" | "my_joined_at" | "list_total"
>;

export function sharedFieldsOf(row: SharedColumns): SharedFields {
  const chapters = typeof row.chapters === "string" ? (JSON.parse(row.chapters) as ChapterSummary[]) : (row.chapters ?? []);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    targetAudience: row.target_audience,
    maxParticipants: row.max_participants,
    tags: row.tags,
    organizerId: row.organizer_id,
    scheduledDate: iso(row.scheduled_date),
    createdAt: iso(row.created_at)!,
    organizer: {
      firstName: row.organizer_first_name,
      lastName: row.organizer_last_name,
      profileImageUrl: row.organizer_profile_image_url,
      chapterId: row.organizer_chapter_id,
      chapter: row.organizer_chapter,
      chapterColor: row.organizer_chapter_color,
    },
    participantCount: row.participant_count,
    waitlistCount: row.waitlist_count,
    chapterCount: row.chapter_count,
    chapters,
    programStatus: row.program_status,
    preferredSession: toSession(row.preferred_session),
    session: toSession(row.placed_session),
    room: row.room_id === null ? null : { id: row.room_id, name: row.room_name! },
  };
}

export function viewerFieldsOf(row: ViewerColumns): ViewerFields {
  return {
    isOrganizer: row.organizer_id === row.my_user_id,
    isJoined: row.my_status === "joined",
    isWaitlisted: row.my_status === "waitlisted",
    waitlistPosition: row.my_waitlist_position,
    programNote: row.program_note,
    matchScore: row.match_score,
    matchLevel: matchLevelOf(row.match_score),
    matchReasons: matchReasons({
      score: row.match_score,
      labels: matchedLabels(row.match_labels),
      newChapter: row.match_new_chapter,
      seatsLeft: row.match_seats_left,
    }),
  };
}

export function toRoundtable(row: RoundtableRowSql): Roundtable {
  return { ...sharedFieldsOf(row), ...viewerFieldsOf(row) };
}

type SelectOptions = {
  viewerId: number;
  /**
   * The ids of the rows to build, picked first from roundtables alone (filters, order, limit):
   * the full rows (counts, chapters, match score and reasons) are then built for those ids only,
   * so a deep page or a ranking costs an index walk, not the per-row work of every row before it.
   */
  ids?: SQL;
  /** Extra CTEs the ids query reads (after the member's match CTEs). */
  ctes?: SQL;
  /** A count of the list's rows, run once inside the same statement: each row carries it. */
  total?: SQL;
  where?: SQL;
  /** Only roundtables the viewer organizes, joined or waits for. */
  viewerParticipatesOnly?: boolean;
  orderBy?: SQL;
  limit?: number;
  offset?: number;
};

/** What every member sees of a roundtable, over `r` and the joins of sharedJoins. */
export const sharedColumns = sql`r.id, r.title, r.description, r.category, r.target_audience, r.max_participants, r.tags,
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
      room.id as room_id, room.name as room_name`;

/** The organizer, their chapter, the program's sessions and room, and the seat summary (`stats`). */
export const sharedJoins = sql`join users o on o.id = r.organizer_id
    left join chapters oc on oc.id = o.chapter_id
    left join program_sessions ps on ps.id = r.preferred_session_id
    left join program_sessions s on s.id = r.session_id
    left join program_rooms room on room.id = r.room_id
    ${seatCounts}`;

/**
 * The 1-based place in line of the participation aliased `p` (null unless waitlisted), in the
 * order promotion follows (joined_at, then id). The one-statement list and a member's facts for
 * the shared lists both use it, so they can't disagree.
 */
export function waitlistPositionOf(p: SQL): SQL {
  return sql`case when ${p}.status = 'waitlisted' then (
        select count(*) from participations w
        where w.roundtable_id = ${p}.roundtable_id and w.status = 'waitlisted' and (w.joined_at, w.id) <= (${p}.joined_at, ${p}.id)
      )::int end`;
}

function selectRoundtablesSql(options: SelectOptions): SQL {
  const { viewerId } = options;
  const where = options.where ? sql`where ${options.where}` : sql``;
  const limit = options.limit !== undefined ? sql`limit ${options.limit}` : sql``;
  const offset = options.offset !== undefined ? sql`offset ${options.offset}` : sql``;
  const extraCtes = options.ctes ? sql`, ${options.ctes}` : sql``;
  const page = options.ids ? sql`, page as (${options.ids})` : sql``;
  return sql`
    with ${matchViewerCtes(viewerId)} ${extraCtes} ${page}
    select ${sharedColumns},
      me.id as my_participation_id, me.status as my_status, me.joined_at as my_joined_at,
      ${waitlistPositionOf(sql`me`)} as my_waitlist_position,
      ${viewerId}::int as my_user_id,
      ${options.total ? sql`(${options.total})::int` : sql`null::int`} as list_total,
      ${matchColumns},
      -- The staff's note is for the organizer and staff only.
      case when r.organizer_id = ${viewerId} or (select v.is_staff from users v where v.id = ${viewerId})
        then r.program_note end as program_note
    from ${options.ids ? sql`page join roundtables r on r.id = page.id` : sql`roundtables r`}
    ${sharedJoins}
    ${matchJoins}
    ${options.viewerParticipatesOnly ? sql`join` : sql`left join`} participations me
      on me.roundtable_id = r.id and me.user_id = ${viewerId}
    ${where}
    order by ${options.orderBy ?? NEWEST}
    ${limit} ${offset}`;
}

const NEWEST = sql`r.created_at desc, r.id desc`;

/** The filters of GET /api/roundtables (DECISIONS.md), over the alias `r`. */
export function listConditions(filters: RoundtableListQuery, timeZone: string): SQL | undefined {
  const conditions: SQL[] = [];
  for (const word of words(filters.query ?? "")) {
    const pattern = containsPattern(word);
    // The text (its trigram index), or a seat held by a member of a chapter whose name matches:
    // those few roundtables are read once into an array, not looked up for every roundtable.
    conditions.push(sql`(r.search_text like ${pattern} or r.id = any(array(
      select qp.roundtable_id from chapters qc join users qu on qu.chapter_id = qc.id join participations qp on qp.user_id = qu.id
      where qp.status = 'joined' and lower(qc.name) like ${pattern})))`);
  }
  if (filters.tag) {
    // ec_lower_words(tags) is indexed (migration 0004).
    conditions.push(sql`ec_lower_words(r.tags) @> array[lower(${filters.tag})]::text[]`);
  }
  if (filters.chapterId !== undefined) {
    conditions.push(sql`exists (select 1 from roundtable_seats cs where cs.roundtable_id = r.id and ${filters.chapterId}::int = any(cs.chapter_ids))`);
  }
  if (filters.userType === "advisor") conditions.push(sql`r.target_audience = 'advisors'`);
  if (filters.userType === "student") conditions.push(sql`r.target_audience = 'students'`);
  if (filters.programStatus) conditions.push(sql`r.program_status = ${filters.programStatus}`);
  if (filters.sessionId !== undefined) conditions.push(sql`r.session_id = ${filters.sessionId}`);
  if (filters.day) {
    // A placed roundtable's scheduled_date is its session's start; the day runs midnight to midnight in the convention's zone.
    conditions.push(sql`r.program_status = 'placed'
      and r.scheduled_date >= (${filters.day}::date)::timestamp at time zone ${timeZone}
      and r.scheduled_date < ((${filters.day}::date + 1)::timestamp at time zone ${timeZone})`);
  }
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : undefined;
}

/** The orders a list can take. */
export const LIST_ORDERS = {
  newest: NEWEST,
  // The member's best matches first (docs/matching.md).
  match: bestMatchFirst,
  // The program's order: by session start, then room; proposals after, newest first.
  time: sql`s.starts_at asc nulls last, room.position asc nulls last, r.created_at desc, r.id desc`,
  // Staff review: the most wanted proposals first (joined, then waitlisted, then chapters).
  demand: sql`coalesce(stats.participant_count, 0) desc, coalesce(stats.waitlist_count, 0) desc,
    coalesce(cardinality(stats.chapter_ids), 0) desc, r.created_at asc, r.id asc`,
} as const;
export type ListOrder = keyof typeof LIST_ORDERS;

/**
 * A page size written into the statement: with `limit $1` PostgreSQL's generic plan assumes a
 * tenth of the table and loses to a custom plan, so the list was planned afresh on every request
 * (4 ms of its 7). Page sizes are few (validated, 1 to 100), so each gets its prepared statement.
 */
export function pageSize(limit: number): SQL {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`Not a page size: ${limit}`);
  return sql.raw(String(limit));
}

/** How a list's page is picked: by ids first where the order allows it, else over every row. */
export function pageOf(order: ListOrder, viewerId: number, where: SQL | undefined, { limit: rows, offset }: { limit: number; offset: number }): Partial<SelectOptions> {
  const limit = pageSize(rows);
  const filtered = where ? sql`where ${where}` : sql``;
  switch (order) {
    case "newest":
      return { ids: sql`select r.id from roundtables r ${filtered} order by ${NEWEST} limit ${limit} offset ${offset}` };
    case "match":
      return { ctes: matchRankedCte(viewerId), ids: bestMatchIds(where, limit, offset) };
    case "time":
      return {
        ids: sql`select r.id from roundtables r
          left join program_sessions s on s.id = r.session_id
          left join program_rooms room on room.id = r.room_id
          ${filtered}
          order by ${LIST_ORDERS.time} limit ${limit} offset ${offset}`,
      };
    // Staff review ranks by counts of every proposal; it is one page of a few hundred.
    case "demand":
      return { where, limit: rows, offset };
  }
}

/** The list's total: without filters the kept count (migration 0006), not a walk over every roundtable. */
export function listCount(where: SQL | undefined): SQL {
  return where
    ? sql`select count(*)::int as total from roundtables r where ${where}`
    : sql`select coalesce((select total from roundtable_count), (select count(*)::int from roundtables)) as total`;
}

export async function listRoundtables(
  db: DbOrTx,
  viewerId: number,
  filters: RoundtableListQuery,
  options: { timeZone: string; order?: ListOrder },
): Promise<{ items: Roundtable[]; total: number }> {
  const where = listConditions(filters, options.timeZone);
  const order = options.order ?? filters.sort;
  const count = listCount(where);
  // The count rides in the page's statement (uncorrelated, so PostgreSQL runs it once, with the
  // cheapest plan for a count) and every row carries it; only a page past the end has no row.
  const rows = await queryNamed<RoundtableRowSql>(
    db,
    selectRoundtablesSql({ viewerId, orderBy: LIST_ORDERS[order], total: count, ...pageOf(order, viewerId, where, filters) }),
  );
  const total = rows[0]?.list_total ?? (await queryNamed<{ total: number }>(db, count))[0]?.total ?? 0;
  return { items: rows.map(toRoundtable), total };
}

/** The member's best open matches (docs/matching.md), best first, in one query. */
export async function listRecommendedRoundtables(db: DbOrTx, viewerId: number, limit: number): Promise<Roundtable[]> {
  const rows = await queryNamed<RoundtableRowSql>(
    db,
    selectRoundtablesSql({ viewerId, ctes: matchRankedCte(viewerId), ids: recommendedIds(viewerId, pageSize(limit)), where: recommendableCondition, orderBy: bestMatchFirst }),
  );
  return rows.map(toRoundtable);
}

export async function findRoundtable(db: DbOrTx, viewerId: number, id: number): Promise<Roundtable | undefined> {
  const [row] = await queryNamed<RoundtableRowSql>(db, selectRoundtablesSql({ viewerId, where: sql`r.id = ${id}` }));
  return row ? toRoundtable(row) : undefined;
}

/** GET /api/user/participations: the viewer's roundtables, each with their own participation. */
export async function listViewerParticipations(db: DbOrTx, viewerId: number) {
  const rows = await queryNamed<RoundtableRowSql>(
    db,
    selectRoundtablesSql({
      viewerId,
      ids: sql`select mine.roundtable_id as id from participations mine where mine.user_id = ${viewerId}`,
      viewerParticipatesOnly: true,
      orderBy: sql`me.joined_at desc, me.id desc`,
    }),
  );
  return rows.map((row) => ({
    id: row.my_participation_id!,
    roundtableId: row.id,
    status: row.my_status!,
    joinedAt: iso(row.my_joined_at)!,
    roundtable: toRoundtable(row),
  }));
}

/**
 * Locks the roundtable's row for the rest of the transaction: joins and leaves queue behind it.
 * A named statement: every join, leave and organizer's change starts with it.
 */
export async function lockRoundtable(db: DbOrTx, id: number) {
  const [row] = await queryNamed<{
    id: number;
    title: string;
    organizer_id: number;
    max_participants: number;
    target_audience: TargetAudience;
    program_status: ProgramStatus;
    session_id: number | null;
    room_id: number | null;
  }>(
    db,
    sql`select id, title, organizer_id, max_participants, target_audience, program_status, session_id, room_id
      from roundtables where id = ${id} for update`,
  );
  if (!row) return undefined;
  return {
    id: row.id,
    title: row.title,
    organizerId: row.organizer_id,
    maxParticipants: row.max_participants,
    targetAudience: row.target_audience,
    programStatus: row.program_status,
    sessionId: row.session_id,
    roomId: row.room_id,
  };
}

export async function countJoined(db: DbOrTx, roundtableId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(participations)
    .where(and(eq(participations.roundtableId, roundtableId), eq(participations.status, "joined")));
  return row?.count ?? 0;
}

/** A named statement: every join runs it. */
export async function insertParticipation(
  db: DbOrTx,
  values: { roundtableId: number; userId: number; status: ParticipationStatus },
): Promise<void> {
  await queryNamed(
    db,
    sql`insert into participations (roundtable_id, user_id, status) values (${values.roundtableId}, ${values.userId}, ${values.status})`,
  );
}

/** Takes the member's seat or place in line; what it was, or undefined when they had none. */
export async function deleteParticipationOf(
  db: DbOrTx,
  roundtableId: number,
  userId: number,
): Promise<{ id: number; status: ParticipationStatus } | undefined> {
  const [row] = await queryNamed<{ id: number; status: ParticipationStatus }>(
    db,
    sql`delete from participations where roundtable_id = ${roundtableId} and user_id = ${userId} returning id, status`,
  );
  return row;
}

/**
 * Moves the earliest waitlisted members onto the free seats; returns who was promoted. A member
 * seated in another roundtable of the same session is skipped and keeps their place in line.
 */
export async function promoteFromWaitlist(db: DbOrTx, roundtableId: number, seats: number) {
  if (seats <= 0) return [];
  // One SQL function (migrations 0010 and 0012), shared with the leave in the database.
  const rows = await queryNamed<{ user_id: number; email: string; first_name: string }>(
    db,
    sql`select user_id, email, first_name from ec_promote_from_waitlist(${roundtableId}::int, ${seats}::int)`,
  );
  return rows.map((row) => ({ userId: row.user_id, email: row.email, firstName: row.first_name }));
}

export async function listParticipantUserIds(db: DbOrTx, roundtableId: number): Promise<number[]> {
  const rows = await db.select({ userId: participations.userId }).from(participations).where(eq(participations.roundtableId, roundtableId));
  return rows.map((row) => row.userId);
}

/** Joined members first, by when they joined, then the waitlist in line order; `userId` narrows it to one member. */
export async function listParticipants(db: DbOrTx, roundtableId: number, userId?: number): Promise<RoundtableParticipant[]> {
  const result = await db.execute<{
    id: number;
    status: ParticipationStatus;
    joined_at: Date | string | null;
    user_id: number;
    first_name: string;
    last_name: string;
    email: string;
    profile_image_url: string | null;
    user_type: "student" | "advisor";
    chapter_id: number;
    chapter: string | null;
  }>(sql`
    select p.id, p.status, p.joined_at, u.id as user_id, u.first_name, u.last_name, u.email,
      u.profile_image_url, u.user_type, u.chapter_id, c.name as chapter
    from participations p
    join users u on u.id = p.user_id
    left join chapters c on c.id = u.chapter_id
    where p.roundtable_id = ${roundtableId} ${userId === undefined ? sql`` : sql`and p.user_id = ${userId}`}
    order by (p.status = 'joined') desc, p.joined_at, p.id`);
  return result.rows.map((row) => ({
    id: row.id,
    status: row.status,
    joinedAt: iso(row.joined_at),
    user: {
      id: row.user_id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      profileImageUrl: row.profile_image_url,
      userType: row.user_type,
      chapterId: row.chapter_id,
      chapter: row.chapter,
    },
  }));
}

export async function insertRoundtable(db: DbOrTx, values: typeof roundtables.$inferInsert): Promise<number> {
  const [row] = await db.insert(roundtables).values(values).returning({ id: roundtables.id });
  return row!.id;
}

export async function updateRoundtable(db: DbOrTx, id: number, values: Partial<typeof roundtables.$inferInsert>): Promise<void> {
  await db.update(roundtables).set({ ...values, updatedAt: new Date() }).where(eq(roundtables.id, id));
}

export async function deleteRoundtable(db: DbOrTx, id: number): Promise<void> {
  await db.delete(roundtables).where(eq(roundtables.id, id));
}

export type SeatingState = {
  member: { id: number; userType: UserType; firstName: string; lastName: string };
  participation: { id: number; status: ParticipationStatus } | null;
  joinedCount: number;
};

/**
 * What seating a member decides on, read in one statement once the roundtable's row is locked:
 * the member, their participation here if any, and the seats taken (the statement begins after
 * the lock is held, so the count sees every committed seat). The member's row is locked for
 * share: a profile edit that changes their type waits for the seating to finish (and then sees
 * the seat), so a type change and a join can't pass each other. Undefined: no such member.
 */
export async function findSeatingState(db: DbOrTx, roundtableId: number, userId: number): Promise<SeatingState | undefined> {
  const [row] = await queryNamed<{
    id: number;
    user_type: UserType;
    first_name: string;
    last_name: string;
    participation_id: number | null;
    participation_status: ParticipationStatus | null;
    joined_count: number;
  }>(
    db,
    sql`select u.id, u.user_type, u.first_name, u.last_name,
        me.id as participation_id, me.status as participation_status,
        (select count(*)::int from participations j where j.roundtable_id = ${roundtableId} and j.status = 'joined') as joined_count
      from users u
      left join participations me on me.roundtable_id = ${roundtableId} and me.user_id = u.id
      where u.id = ${userId}
      for share of u`,
  );
  if (!row) return undefined;
  return {
    member: { id: row.id, userType: row.user_type, firstName: row.first_name, lastName: row.last_name },
    participation: row.participation_id === null ? null : { id: row.participation_id, status: row.participation_status! },
    joinedCount: row.joined_count,
  };
}
