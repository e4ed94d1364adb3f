/**
 * A roundtable row as every list reads it (RoundtableRowSql), and its mapping to the API's
 * Roundtable in two parts: the fields every member reads alike (sharedFieldsOf) and the fields
 * computed for the member reading it (viewerFieldsOf). The reference lists map whole rows; the
 * cached lists write the shared part once and add each reader's part, through the same functions.
 */
import type { ParticipationStatus, ProgramStatus, TargetAudience } from "@shared/constants";
import type { ChapterSummary, CoOrganizerInvitation, CoOrganizerSummary, ProgramSessionSummary, Roundtable } from "@shared/types";
import { matchLevelOf, matchReasons, type MatchedLabel } from "../../matching";

export type RoundtableRowSql = {
  id: number;
  convention_id: number;
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
  co_organizers: CoOrganizerSummary[] | string;
  co_organizer_invitations: CoOrganizerInvitation[] | string;
};

/** json_agg's answer, parsed when the driver hands it over as text. */
const jsonOf = <T>(value: T[] | string | null): T[] => (typeof value === "string" ? (JSON.parse(value) as T[]) : (value ?? []));

type SessionJson = { id: number; name: string; startsAt: string; endsAt: string };

/** The member's labels that matched, each once whatever its letter case or list. */
function matchedLabels(value: RoundtableRowSql["match_labels"]): MatchedLabel[] {
  const labels = typeof value === "string" ? (JSON.parse(value) as MatchedLabel[]) : (value ?? []);
  const seen = new Set<string>();
  return labels.filter((item) => !seen.has(item.label.toLowerCase()) && seen.add(item.label.toLowerCase()));
}


export const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** json_build_object's timestamps carry PostgreSQL's text form; the API speaks ISO. */
function toSession(value: SessionJson | string | null): ProgramSessionSummary | null {
  if (value === null) return null;
  const session = typeof value === "string" ? (JSON.parse(value) as SessionJson) : value;
  return { id: session.id, name: session.name, startsAt: iso(session.startsAt)!, endsAt: iso(session.endsAt)! };
}

/** The fields computed for the member reading the roundtable; every other field is the same for all. */
export type ViewerKey =
  | "isOrganizer" | "isJoined" | "isWaitlisted" | "waitlistPosition" | "programNote" | "matchScore" | "matchLevel" | "matchReasons"
  | "isCoOrganizer" | "isInvitedToCoOrganize" | "coOrganizerInvitations";
export type SharedFields = Omit<Roundtable, ViewerKey>;
export type ViewerFields = Pick<Roundtable, ViewerKey>;

type ViewerColumns = Pick<
  RoundtableRowSql,
  | "organizer_id" | "my_user_id" | "my_status" | "my_waitlist_position" | "program_note" | "match_score" | "match_labels" | "match_new_chapter" | "match_seats_left"
  | "co_organizers" | "co_organizer_invitations"
>;

/** The columns every member reads alike. */
export type SharedColumns = Omit<
  RoundtableRowSql,
  Exclude<keyof ViewerColumns, "organizer_id" | "co_organizers"> | "my_participation_id" | "my_joined_at" | "list_total"
>;

export function sharedFieldsOf(row: SharedColumns): SharedFields {
  const chapters = typeof row.chapters === "string" ? (JSON.parse(row.chapters) as ChapterSummary[]) : (row.chapters ?? []);
  return {
    id: row.id,
    conventionId: row.convention_id,
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
    coOrganizers: jsonOf(row.co_organizers),
  };
}

export function viewerFieldsOf(row: ViewerColumns): ViewerFields {
  const isOrganizer = row.organizer_id === row.my_user_id;
  const isCoOrganizer = jsonOf(row.co_organizers).some((member) => member.id === row.my_user_id);
  const invitations = jsonOf(row.co_organizer_invitations);
  return {
    isOrganizer,
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
    isCoOrganizer,
    isInvitedToCoOrganize: invitations.some((invitation) => invitation.user.id === row.my_user_id && invitation.status === "pending"),
    // Who is invited, and who declined, is for those who manage it (docs/product.md, "Co-organizers").
    ...(isOrganizer || isCoOrganizer ? { coOrganizerInvitations: invitations } : {}),
  };
}

export function toRoundtable(row: RoundtableRowSql): Roundtable {
  return { ...sharedFieldsOf(row), ...viewerFieldsOf(row) };
}
