/**
 * The shapes the API answers with, as zod schemas derived from the tables (drizzle-zod), so the
 * document describes the same columns the shared types are made of. Each is checked by the
 * compiler against its type in shared/types.ts (`exactly`), and the authorization matrix parses
 * every answer it receives with them (testing/documented-answers.ts).
 */
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { APPROVERS, AUDIT_ACTIONS, CONVENTION_PHASES, MATCH_LEVELS } from "@shared/constants";
import { auditLog, chapters, notifications, participations, programRooms, programSessions, roundtables, users } from "@shared/schema";
import type {
  ApiErrorBody,
  AuditEntry,
  MemberRecord,
  Chapter,
  Convention,
  CurrentUser,
  JoinResponse,
  Notification,
  ProgramSession,
  PublicUser,
  Roundtable,
  RoundtableParticipant,
  SuggestedMember,
  UserParticipation,
  UserSearchResult,
} from "@shared/types";

/** True when A and B accept the same values (each is assignable to the other). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Returns the schema; the compiler refuses it when what it parses is not exactly T. */
function exactly<T>() {
  return <S extends z.ZodType>(schema: S, ..._mismatch: Same<z.output<S>, T> extends true ? [] : [never]): S => schema;
}

/** Times travel as ISO 8601 text. */
const isoTime = z.iso.datetime({ offset: true });

const chapterRow = createSelectSchema(chapters);
const userRow = createSelectSchema(users);
const roundtableRow = createSelectSchema(roundtables);
const participationRow = createSelectSchema(participations);
const notificationRow = createSelectSchema(notifications, { readAt: isoTime.nullable(), createdAt: isoTime }).omit({ actorId: true });
const sessionRow = createSelectSchema(programSessions, { startsAt: isoTime, endsAt: isoTime });
const roomRow = createSelectSchema(programRooms);

export const errorSchema = exactly<ApiErrorBody>()(
  z
    .object({
      message: z.string(),
      errors: z.record(z.string(), z.array(z.string())).optional().meta({ description: "The messages per field, for invalid input" }),
    })
    .meta({ id: "Error" }),
);

export const messageSchema = z.object({ message: z.string() }).meta({ id: "Message" });

export const chapterSchema = exactly<Chapter>()(chapterRow.meta({ id: "Chapter" }));

export const conventionSchema = exactly<Convention>()(
  z
    .object({
      id: z.number().int(),
      name: z.string(),
      city: z.string(),
      startDate: z.iso.date(),
      endDate: z.iso.date(),
      timeZone: z.string(),
      proposalsCloseAt: isoTime.nullable(),
      isCurrent: z.boolean(),
      phase: z.enum(CONVENTION_PHASES),
    })
    .meta({ id: "Convention" }),
);

const chapterOfMember = {
  chapter: chapterRow.shape.name.nullable(),
  chapterRegion: chapterRow.shape.region.nullable(),
  chapterColor: chapterRow.shape.color.nullable(),
};

export const publicUserSchema = exactly<PublicUser>()(
  userRow
    .omit({
      ...{ passwordHash: true, searchText: true, matchTerms: true, calendarToken: true, isStaff: true, emailNotifications: true },
      ...{ createdAt: true, updatedAt: true, emailConfirmed: true, membershipStatus: true, membershipNote: true, pendingChange: true },
      ...{ directoryVisibility: true, shareEmail: true, unsubscribeLinksAfter: true },
    })
    .extend({ ...chapterOfMember, email: z.string().nullable() })
    .meta({ id: "PublicUser" }),
);

export const currentUserSchema = exactly<CurrentUser>()(
  publicUserSchema
    .extend(
      userRow.pick({
        ...{ email: true, isStaff: true, emailNotifications: true, emailConfirmed: true, membershipStatus: true },
        ...{ directoryVisibility: true, shareEmail: true, acceptMessages: true },
      }).shape,
    )
    .extend({
      pendingChange: z.object({ chapterId: z.number().int(), userType: userRow.shape.userType }).nullable(),
      approvers: z
        .enum(APPROVERS)
        .nullable()
        .meta({ description: "Who approves what the member waits for: an approved advisor of the chapter, or (with none) staff; null when nothing waits" }),
    })
    .meta({ id: "CurrentUser" }),
);

const pendingChangeSchema = z.object({ chapterId: z.number().int(), userType: userRow.shape.userType }).nullable();

export const memberRecordSchema = exactly<MemberRecord>()(
  userRow
    .pick({
      ...{ id: true, firstName: true, lastName: true, userType: true, chapterId: true },
      ...{ emailConfirmed: true, membershipStatus: true, membershipNote: true, isStaff: true },
    })
    .extend({
      email: userRow.shape.email.nullable().meta({ description: "Null for an advisor when the member does not share it; staff always see it" }),
      pendingChange: pendingChangeSchema.meta({ description: "A change of chapter or role waiting for approval" }),
      chapter: chapterOfMember.chapter,
      pendingChapter: chapterRow.shape.name.nullable().meta({ description: "The name of the chapter a waiting change moves the member to" }),
      createdAt: isoTime,
    })
    .meta({ id: "MemberRecord" }),
);

export const auditEntrySchema = exactly<AuditEntry>()(
  createSelectSchema(auditLog, { createdAt: isoTime, details: z.record(z.string(), z.unknown()).nullable() })
    .extend({
      action: z.enum(AUDIT_ACTIONS),
      actorName: z.string().nullable().meta({ description: "Null for the command line, or once the account is deleted" }),
      memberName: z.string().nullable(),
    })
    .meta({ id: "AuditEntry" }),
);

export const suggestedMemberSchema = exactly<SuggestedMember>()(
  publicUserSchema.extend({ reasons: z.array(z.string()) }).meta({ id: "SuggestedMember" }),
);

export const userSearchResultSchema = exactly<UserSearchResult>()(
  userRow
    .pick({ id: true, firstName: true, lastName: true, profileImageUrl: true, userType: true, chapterId: true })
    .extend({ email: z.string().nullable() })
    .meta({ id: "UserSearchResult" }),
);

// Not named components: zod-to-openapi drops `.nullable()` around a reference, and a roundtable's session and room may be null.
const sessionSummarySchema = sessionRow.pick({ id: true, name: true, startsAt: true, endsAt: true });
const roomSummarySchema = roomRow.pick({ id: true, name: true });

export const programSessionSchema = exactly<ProgramSession>()(
  sessionSummarySchema
    .extend({
      rooms: z.array(roomSummarySchema.extend({ taken: z.boolean() })),
      freeRooms: z.number().int(),
    })
    .meta({ id: "ProgramSession" }),
);

export const roundtableSchema = exactly<Roundtable>()(
  roundtableRow
    .pick({ id: true, conventionId: true, title: true, description: true, category: true, targetAudience: true, maxParticipants: true, tags: true, organizerId: true })
    .extend({
      scheduledDate: isoTime.nullable(),
      createdAt: isoTime,
      organizer: userRow
        .pick({ firstName: true, lastName: true, profileImageUrl: true, chapterId: true })
        .extend({ chapter: chapterOfMember.chapter, chapterColor: chapterOfMember.chapterColor }),
      participantCount: z.number().int(),
      waitlistCount: z.number().int(),
      chapterCount: z.number().int(),
      chapters: z.array(chapterRow.pick({ id: true, name: true, color: true })),
      isOrganizer: z.boolean(),
      isJoined: z.boolean(),
      isWaitlisted: z.boolean(),
      waitlistPosition: z.number().int().nullable().meta({ description: "The viewer's own place on the waitlist, from 1" }),
      programStatus: roundtableRow.shape.programStatus,
      preferredSession: sessionSummarySchema.nullable(),
      session: sessionSummarySchema.nullable(),
      room: roomSummarySchema.nullable(),
      programNote: roundtableRow.shape.programNote.meta({ description: "Shown to the organizer and staff only" }),
      matchScore: z.number().min(0).max(1),
      matchLevel: z.enum(MATCH_LEVELS).nullable(),
      matchReasons: z.array(z.string()).max(3),
    })
    .meta({ id: "Roundtable" }),
);

export const participantSchema = exactly<RoundtableParticipant>()(
  participationRow
    .pick({ id: true, status: true })
    .extend({
      joinedAt: isoTime.nullable(),
      user: userSearchResultSchema.extend({ chapter: chapterOfMember.chapter }),
    })
    .meta({ id: "RoundtableParticipant" }),
);

export const participationSchema = exactly<UserParticipation>()(
  participationRow
    .pick({ id: true, roundtableId: true, status: true })
    .extend({ joinedAt: isoTime, roundtable: roundtableSchema })
    .meta({ id: "UserParticipation" }),
);

export const joinResultSchema = exactly<JoinResponse>()(
  z.object({ joined: z.boolean(), waitlisted: z.boolean() }).meta({ id: "JoinResult" }),
);

export const notificationSchema = exactly<Notification>()(
  notificationRow
    .extend({ link: z.string().nullable().meta({ description: "The roundtable's own page, /roundtables/{id}; null once it was deleted" }) })
    .meta({ id: "Notification" }),
);

export const bellSchema = exactly<{ items: Notification[]; unreadCount: number }>()(
  z.object({ items: z.array(notificationSchema), unreadCount: z.number().int() }).meta({ id: "Bell" }),
);

export const markedSchema = z.object({ marked: z.number().int().meta({ description: "How many notifications were marked read" }) });

export const calendarFeedSchema = z.object({ url: z.url().meta({ description: "The personal calendar feed; its secret token is the key" }) });

export const healthSchema = z.object({ status: z.literal("ok") });
export const unhealthySchema = z.object({ status: z.literal("unavailable"), message: z.string() });
