/** Members as the API shows them: to others, to themselves, to approvers and staff (with the audit log), and a member's own data export. */
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { APPROVERS, AUDIT_ACTIONS } from "@shared/constants";
import { auditLog } from "@shared/schema";
import type { AuditEntry, CurrentUser, MemberRecord, PublicUser, SuggestedMember, UserSearchResult } from "@shared/types";
import { chapterOfMember, chapterRow, exactly, isoTime, userRow } from "./rows";

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

const row = z.record(z.string(), z.unknown());

/** GET /api/auth/user/export: everything the product holds about the member. */
export const accountExportSchema = z
  .object({
    exportedAt: z.iso.datetime(),
    account: row,
    roundtablesOrganized: z.array(row),
    /** Seats and places in line, with check-ins at the table. */
    participations: z.array(row),
    /** Invitations to co-organize and the roundtables the member co-organizes. */
    coOrganizing: z.array(row),
    notifications: z.array(row),
    /** E-mails to the member still in the outbox (held a few minutes, or being sent). */
    mailWaiting: z.array(z.object({ subject: z.string(), sendAfter: z.string() })),
    messagesSent: z.array(z.object({ recipientId: z.number().int(), recipientName: z.string(), sentAt: z.string() })),
    /** Who wrote to the member through the app and when; the text is never kept. */
    messagesReceived: z.array(z.object({ senderId: z.number().int(), senderName: z.string().nullable(), sentAt: z.string() })),
    /** The societies' roster line with the member's e-mail, or null. */
    rosterEntry: row.nullable(),
    /** The member's signed-in devices, as the Profile lists them. */
    signedInDevices: z.array(row),
    calendarFeed: z.object({ exists: z.boolean() }),
    /** Events the member's calendar feed still lists as cancelled. */
    calendarCancellations: z.array(row),
    /** The browsers the member turned pushes on in: their push service's address and when. */
    pushSubscriptions: z.array(z.object({ pushService: z.string(), createdAt: z.string() })),
    /** The ratings and comments the member gave roundtables after their sessions. */
    feedbackGiven: z.array(
      z.object({ roundtableId: z.number().int(), title: z.string(), rating: z.number().int(), comment: z.string().nullable(), createdAt: z.string(), updatedAt: z.string() }),
    ),
    /** Audit lines about the member. */
    auditEntries: z.array(row),
    /** The member's own acts as staff on others: action, time and member id only. */
    staffActs: z.array(z.object({ action: z.string(), createdAt: z.string(), memberId: z.number().int().nullable() })),
  })
  .meta({ id: "AccountExport" });
