/** Product-wide constants that both the client and the server rely on. */

export const PRODUCT_NAME = "English Convention";

export const REGIONS = [
  "Eastern",
  "Southern",
  "Midwestern",
  "Southwestern",
  "High Plains",
  "Far Western",
] as const;
export type Region = (typeof REGIONS)[number];

export const USER_TYPES = ["student", "advisor"] as const;
export type UserType = (typeof USER_TYPES)[number];

export const TARGET_AUDIENCES = ["both", "advisors", "students"] as const;
export type TargetAudience = (typeof TARGET_AUDIENCES)[number];

export const PARTICIPATION_STATUSES = ["joined", "waitlisted"] as const;
export type ParticipationStatus = (typeof PARTICIPATION_STATUSES)[number];

/**
 * A co-organizer's row (docs/product.md, "Co-organizers"): invited and not yet answered, declined,
 * or accepted (a co-organizer). Invitations and co-organizers together are at most MAX_CO_ORGANIZERS.
 */
export const CO_ORGANIZER_STATUSES = ["pending", "declined", "accepted"] as const;
export type CoOrganizerStatus = (typeof CO_ORGANIZER_STATUSES)[number];
export const MAX_CO_ORGANIZERS = 2;

/**
 * Where a member stands at a roundtable on their agenda (GET /api/user/agenda), strongest first:
 * a member who organizes it is not also listed as seated (docs/product.md, "The convention pass").
 */
export const AGENDA_STATUSES = ["organizer", "co_organizer", "joined", "waitlisted"] as const;
export type AgendaStatus = (typeof AGENDA_STATUSES)[number];

/**
 * Where a member stands (docs/product.md, "Accounts and sign-in"): waiting for approval, a
 * member, refused, or suspended by staff. Only approved members with a confirmed e-mail use the product.
 */
export const MEMBERSHIP_STATUSES = ["pending", "approved", "declined", "suspended"] as const;
export type MembershipStatus = (typeof MEMBERSHIP_STATUSES)[number];

/** How members are admitted (the MEMBERSHIP setting): approved by someone, or by confirming their e-mail alone. */
export const MEMBERSHIP_MODES = ["approval", "open"] as const;
export type MembershipMode = (typeof MEMBERSHIP_MODES)[number];

/** Who approves a waiting member or change: an approved advisor of the chapter, or (with none) the convention staff. */
export const APPROVERS = ["chapter", "staff"] as const;
export type Approvers = (typeof APPROVERS)[number];

/** What the audit log records (docs/security.md, "Membership"). */
export const AUDIT_ACTIONS = [
  "member.approved",
  "member.declined",
  "change.approved",
  "change.declined",
  "member.suspended",
  "member.reinstated",
  "staff.granted",
  "staff.removed",
  "roster.imported",
  "program.placed",
  "program.moved",
  "program.unplaced",
  "program.not_selected",
  "program.reselected",
  "convention.created",
  "convention.edited",
  "convention.made_current",
  "session.added",
  "session.edited",
  "session.removed",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What a mailed one-time code proves: the member may set a new password, or the e-mail address is theirs. */
export const MAILED_CODE_PURPOSES = ["reset", "confirm"] as const;
export type MailedCodePurpose = (typeof MAILED_CODE_PURPOSES)[number];

/** Who finds a member in the directory, the searches and suggestions (docs/product.md, "Directory and search"). */
export const DIRECTORY_VISIBILITIES = ["members", "chapter", "hidden"] as const;
export type DirectoryVisibility = (typeof DIRECTORY_VISIBILITIES)[number];

/** Where a proposal stands with the convention staff: a proposal, on the program, or not selected. */
export const PROGRAM_STATUSES = ["proposed", "placed", "not_selected"] as const;
export type ProgramStatus = (typeof PROGRAM_STATUSES)[number];

/** How well a roundtable fits the signed-in member (docs/matching.md); no level means no badge. */
export const MATCH_LEVELS = ["high", "medium"] as const;
export type MatchLevel = (typeof MATCH_LEVELS)[number];

export const CATEGORIES = [
  "Gothic Literature",
  "Feminist Criticism",
  "Postcolonialism",
  "Poetry & Creative Writing",
  "American Literature",
  "New Historicism",
  "Children's Literature",
  "Science Fiction",
  "LGBTQIA+ Literature",
  "Shakespeare & Drama",
] as const;
export type Category = (typeof CATEGORIES)[number];

export const LIMITS = {
  passwordMin: 8,
  // bcrypt only reads the first 72 bytes; a longer password would silently be truncated.
  passwordMaxBytes: 72,
  nameMax: 50,
  titleMax: 100,
  descriptionMax: 1000,
  participantsMin: 1,
  participantsMax: 5,
  participantsDefault: 5,
  listItemMax: 60,
  listMaxItems: 30,
  pageSizeDefault: 24,
  pageSizeMax: 100,
  messageSubjectMax: 150,
  messageBodyMax: 5000,
} as const;

/** A readable cookie meaning "a session may exist": the client asks for the member only then. */
export const SIGNED_IN_HINT_COOKIE = "ec.in";

/** The element of index.html holding the configured convention as JSON, written by the server. */
export const CONVENTION_DATA_ELEMENT_ID = "convention-data";

/**
 * Where a convention stands, computed in its own time zone (docs/product.md, "Conventions"): before
 * its first day, from its first to its last day, after it.
 */
export const CONVENTION_PHASES = ["upcoming", "under_way", "over"] as const;
export type ConventionPhase = (typeof CONVENTION_PHASES)[number];

/**
 * The landing's headline follows the calendar: never "before the convention begins" about one that
 * is over. The server writes it into the first paint (index.html), the landing shows it after.
 */
export function landingHeadline(phase: ConventionPhase | undefined): string {
  if (phase === "under_way") return "The convention is under way: find your people";
  if (phase === "over") return "Find your people for next year's convention";
  return "Find your people before the convention begins";
}

/** The 409 messages of the date rules (docs/product.md, "Conventions"), word for word. */
export const conventionOverMessage = (conventionName: string) => `The ${conventionName} is over.`;
export const proposalsClosedMessage = (conventionName: string, closedOn: string) =>
  `Proposals for the ${conventionName} closed on ${closedOn}.`;
export const ROUNDTABLE_STARTED_MESSAGE = "This roundtable has already started.";

/** Feedback after a roundtable (docs/product.md, "Feedback"): a rating from 1 to 5 and an optional comment. */
export const FEEDBACK_LIMITS = { ratingMin: 1, ratingMax: 5, commentMax: 1000 } as const;

/** Limits of a convention's own fields. */
export const CONVENTION_LIMITS = { nameMax: 120, cityMax: 80, sessionNameMax: 80, roomNameMax: 60, roomsMax: 40 } as const;
