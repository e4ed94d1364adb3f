/** Shapes the API returns, derived from the schema rows so no column is declared twice. */
import type { Approvers, AuditAction, ConventionPhase, MatchLevel } from "./constants";
import type {
  AuditLogRow,
  Chapter,
  NotificationRow,
  ParticipationRow,
  ProgramRoomRow,
  ProgramSessionRow,
  RoundtableRow,
  UserRow,
} from "./schema";

export type { Chapter };

/**
 * GET /api/conventions, /api/conventions/current, /api/convention and the data block in index.html
 * (docs/product.md, "Conventions"). Dates are YYYY-MM-DD, proposalsCloseAt ISO or null; the phase
 * is computed in the convention's time zone when answered.
 */
export type Convention = {
  id: number;
  name: string;
  city: string;
  startDate: string;
  endDate: string;
  timeZone: string;
  proposalsCloseAt: string | null;
  isCurrent: boolean;
  phase: ConventionPhase;
};

/** The member's own columns that nobody else reads (their secrets, settings and standing). */
type PrivateUserColumn =
  | "passwordHash" | "searchText" | "matchTerms" | "calendarToken" | "isStaff" | "emailNotifications" | "createdAt" | "updatedAt"
  | "emailConfirmed" | "membershipStatus" | "membershipNote" | "pendingChange" | "directoryVisibility" | "shareEmail"
  | "unsubscribeLinksAfter";

/** A member as any signed-in member may see them: never the password hash. */
export type PublicUser = Omit<UserRow, PrivateUserColumn | "email"> & {
  /** Null when the member does not share it and the reader is neither staff nor the member. */
  email: string | null;
  /** The chapter's name: the client reads it as `chapter`. */
  chapter: string | null;
  chapterRegion: Chapter["region"] | null;
  chapterColor: string | null;
};

/** GET /api/auth/user: the member themselves, with what only they (and the server) need. */
export type CurrentUser = Omit<PublicUser, "email"> &
  Pick<
    UserRow,
    | "email" | "isStaff" | "emailNotifications" | "emailConfirmed" | "membershipStatus" | "pendingChange"
    | "directoryVisibility" | "shareEmail" | "acceptMessages"
  > & {
    /** Who approves what the member waits for (their membership or a change); null when nothing waits. */
    approvers: Approvers | null;
  };

/** A member as approvers and staff see them (the pending list, the members console, a decision's answer). */
export type MemberRecord = Pick<
  UserRow,
  | "id" | "firstName" | "lastName" | "userType" | "chapterId" | "emailConfirmed" | "membershipStatus"
  | "membershipNote" | "pendingChange" | "isStaff"
> & {
  /** Null for an approver who is not staff when the member does not share it. */
  email: string | null;
  chapter: string | null;
  /** The chapter a waiting change would move the member to. */
  pendingChapter: string | null;
  createdAt: string;
};

/** GET /api/staff/audit: one line of the audit log, with the names of whom it concerns (null once deleted). */
export type AuditEntry = Omit<AuditLogRow, "action" | "createdAt"> & {
  action: AuditAction;
  actorName: string | null;
  memberName: string | null;
  createdAt: string;
};

/** GET /api/users/search and the manage dialog's search. */
export type UserSearchResult = Pick<UserRow, "id" | "firstName" | "lastName" | "profileImageUrl" | "userType" | "chapterId"> & {
  /** Null when the member does not share it and the reader is neither staff nor the member. */
  email: string | null;
};

export type ChapterSummary = Pick<Chapter, "id" | "name" | "color">;

export type RoundtableOrganizer = Pick<UserRow, "firstName" | "lastName" | "profileImageUrl" | "chapterId"> & {
  chapter: string | null;
  chapterColor: string | null;
};

/** A session as a roundtable item names it (its preferred or its placed session); ISO times. */
export type ProgramSessionSummary = Pick<ProgramSessionRow, "id" | "name"> & { startsAt: string; endsAt: string };

export type ProgramRoomSummary = Pick<ProgramRoomRow, "id" | "name">;

/** GET /api/program/sessions: a session with its rooms, each taken or free. */
export type ProgramSession = ProgramSessionSummary & {
  rooms: Array<ProgramRoomSummary & { taken: boolean }>;
  freeRooms: number;
};

/** A roundtable as the lists and details return it, computed for the current member. */
export type Roundtable = Omit<
  RoundtableRow,
  // The program columns reach members through the program's fields, not raw (docs/product.md,
  // "Program and staff"); changedXid and categoryChosen are the match catalog's bookkeeping.
  | "searchText" | "matchTerms" | "categoryChosen" | "scheduledDate" | "createdAt" | "updatedAt"
  | "programStatus" | "preferredSessionId" | "sessionId" | "roomId" | "programNote" | "calendarSequence" | "changedXid"
> & {
  scheduledDate: string | null;
  createdAt: string;
  organizer: RoundtableOrganizer;
  participantCount: number;
  waitlistCount: number;
  chapterCount: number;
  chapters: ChapterSummary[];
  isOrganizer: boolean;
  isJoined: boolean;
  isWaitlisted: boolean;
  /** The viewer's own 1-based place on the waitlist; null when they are not waiting. */
  waitlistPosition: number | null;
  programStatus: RoundtableRow["programStatus"];
  preferredSession: ProgramSessionSummary | null;
  /** The session and room it is placed in; scheduledDate is then the session's start. */
  session: ProgramSessionSummary | null;
  room: ProgramRoomSummary | null;
  /** The staff's note on a proposal not selected: only its organizer and staff see it (null for others). */
  programNote: string | null;
  /** How well it fits the signed-in member, 0 to 1 (docs/matching.md). */
  matchScore: number;
  matchLevel: MatchLevel | null;
  /** At most three short sentences, written for the signed-in member only. */
  matchReasons: string[];
};

/** GET /api/users/suggested: a member from another chapter and the words you share. */
export type SuggestedMember = PublicUser & { reasons: string[] };

/** GET /api/roundtables/:id/participants */
export type RoundtableParticipant = Pick<ParticipationRow, "id" | "status"> & {
  joinedAt: string | null;
  user: UserSearchResult & { chapter: string | null };
};

/** GET /api/user/participations */
export type UserParticipation = Pick<ParticipationRow, "id" | "roundtableId" | "status"> & {
  joinedAt: string;
  roundtable: Roundtable;
};

export type JoinResponse = { joined: boolean; waitlisted: boolean };

// actorId stays on the server: it only lets a quick join and leave of one member merge.
export type Notification = Omit<NotificationRow, "readAt" | "createdAt" | "actorId"> & {
  readAt: string | null;
  createdAt: string;
  /** The roundtable's own page ("/roundtables/42"), or null for one since deleted. */
  link: string | null;
};

/** Every error response body (docs/product.md, "API conventions"). */
export type ApiErrorBody = { message: string; errors?: Record<string, string[]> };
