/** Shapes the API returns, derived from the schema rows so no column is declared twice. */
import type { AgendaStatus, Approvers, AuditAction, CoOrganizerStatus, ConventionPhase, MatchLevel } from "./constants";
import type { ErrorCode } from "./error-codes";
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

/** A co-organizer as a roundtable item names them (never their e-mail). */
export type CoOrganizerSummary = Pick<UserRow, "id" | "firstName" | "lastName" | "profileImageUrl">;

/** An invitation to co-organize not (yet) accepted, as the organizer and co-organizers read it. */
export type CoOrganizerInvitation = { user: CoOrganizerSummary; status: Exclude<CoOrganizerStatus, "accepted"> };

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
  // "Program and staff"); changedXid and categoryChosen are the match catalog's bookkeeping, doorReleasedAt the check-in list's.
  | "searchText" | "matchTerms" | "categoryChosen" | "scheduledDate" | "createdAt" | "updatedAt"
  | "programStatus" | "preferredSessionId" | "sessionId" | "roomId" | "programNote" | "calendarSequence" | "changedXid" | "doorReleasedAt"
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
  /** Its co-organizers, earliest first (docs/product.md, "Co-organizers"). */
  coOrganizers: CoOrganizerSummary[];
  /** Whether the viewer co-organizes it. */
  isCoOrganizer: boolean;
  /** Whether the viewer has an invitation to co-organize it still to answer. */
  isInvitedToCoOrganize: boolean;
  /** The invitations not accepted (pending, declined): present for the organizer and co-organizers only. */
  coOrganizerInvitations?: CoOrganizerInvitation[];
};

/** GET /api/users/suggested: a member from another chapter and the words you share. */
export type SuggestedMember = PublicUser & { reasons: string[] };

/** GET /api/roundtables/:id/participants: the organizer reads the waitlist too, others the seated and themselves. */
export type RoundtableParticipant = Pick<ParticipationRow, "id" | "status"> & {
  joinedAt: string | null;
  /** The chapter's name and color, for the dot beside it on the tablemates list. */
  user: UserSearchResult & { chapter: string | null; chapterColor: string | null };
};

/** GET /api/user/participations */
export type UserParticipation = Pick<ParticipationRow, "id" | "roundtableId" | "status"> & {
  joinedAt: string;
  roundtable: Roundtable;
};

export type JoinResponse = { joined: boolean; waitlisted: boolean };

/** A seated member beside the viewer on their agenda: a name and a chapter, never an e-mail. */
export type AgendaTablemate = { id: number; firstName: string; lastName: string; chapter: string | null };

/** One roundtable on the member's agenda: how they take part, when and where, and who sits with them. */
export type AgendaItem = {
  roundtable: Roundtable;
  status: AgendaStatus;
  /** The member's 1-based place on the waitlist; null unless waitlisted. */
  waitlistPosition: number | null;
  /** Null until staff place it on the program. */
  session: ProgramSessionSummary | null;
  room: ProgramRoomSummary | null;
  tablemates: AgendaTablemate[];
  /** The session has ended, the member was checked in there and has not rated it yet: the agenda asks them to (docs/product.md, "Feedback"). */
  feedbackDue: boolean;
};

/** GET /api/user/agenda: the member's roundtables in the current convention, in time order. */
export type Agenda = { convention: Convention; items: AgendaItem[] };

// actorId stays on the server: it only lets a quick join and leave of one member merge.
export type Notification = Omit<NotificationRow, "readAt" | "createdAt" | "actorId"> & {
  readAt: string | null;
  createdAt: string;
  /** The roundtable's own page ("/roundtables/42"), or null for one since deleted. */
  link: string | null;
};

/** Every error response body (docs/product.md, "API conventions"); `code` names the reason (docs/api-errors.md). */
export type ApiErrorBody = { message: string; code: ErrorCode; errors?: Record<string, string[]> };

/** GET /api/user/pass: the member's convention pass (docs/product.md, "The day at the table"). */
export type MemberPass = {
  /** The signed pass, as its QR code holds it and as it is typed: four groups of five letters and digits. */
  token: string;
  /** The QR code of the token, an SVG document. */
  svg: string;
  member: { id: number; firstName: string; lastName: string };
  convention: { id: number; name: string };
};

/** One seated member at the table, as the organizer's check-in list shows them. */
export type AttendanceItem = {
  user: { id: number; firstName: string; lastName: string; chapter: string | null };
  status: "checked_in" | "expected" | "held";
  checkedInAt: string | null;
  /** Seated at the door by their pass. */
  walkIn: boolean;
  /** A seat the door release offered them is held until then (status "held"). */
  heldUntil: string | null;
};

/** GET /api/roundtables/{id}/attendance */
export type AttendanceList = {
  /** Check-in opens 30 minutes before the session starts and closes when it ends. */
  opensAt: string;
  closesAt: string;
  /** When the seats of members not checked in are released (start + DOOR_RELEASE_MINUTES). */
  releaseAt: string;
  /** When the door released them, once it has. */
  releasedAt: string | null;
  items: AttendanceItem[];
};

/**
 * A placed roundtable's attendance (docs/product.md, "Attendance"): seats taken before the door
 * (the no-shows among them), checked in, walk-ins, seats the door gave to the waitlist and taken,
 * and no-shows.
 */
export type AttendanceCounts = { seated: number; checkedIn: number; walkIns: number; fromWaitlist: number; noShows: number };

/** GET /api/staff/proposals: a roundtable as staff review it; attendance once its check-in has opened, else null. */
export type StaffRoundtable = Roundtable & { attendance: AttendanceCounts | null };

/** GET /api/roundtables/open-now: a roundtable under way with open seats. */
export type OpenSeatsItem = {
  roundtable: { id: number; title: string };
  session: { id: number; name: string; startsAt: string; endsAt: string };
  room: { id: number; name: string };
  seatsOpen: number;
};

/** The caller's own feedback on a roundtable (GET and PUT /api/roundtables/{id}/feedback/mine and /feedback). */
export type MyFeedback = {
  /** Whether they may rate it now: its session has ended and they were checked in (its organizer and co-organizers read the summary instead). */
  canRate: boolean;
  /** What they gave, or null before they rate it. */
  feedback: { rating: number; comment: string | null; createdAt: string; updatedAt: string } | null;
};

/** GET /api/roundtables/{id}/feedback: the organizer's, co-organizers' and staff's summary, without names. */
export type FeedbackSummary = {
  count: number;
  /** The mean rating to two decimals; null before anyone rated. */
  average: number | null;
  /** The comments left, oldest first, as plain text. */
  comments: string[];
};
