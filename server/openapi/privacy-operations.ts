/** The member's own data: download it all, or delete the account (docs/security.md, "Privacy"). */
import { z } from "zod";
import { accountDeletionSchema } from "@shared/validators/users";
import type { ApiOperation } from "./operation";

const row = z.record(z.string(), z.unknown());

const accountExportSchema = z
  .object({
    exportedAt: z.iso.datetime(),
    account: row,
    roundtablesOrganized: z.array(row),
    participations: z.array(row),
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
    /** Audit lines about the member. */
    auditEntries: z.array(row),
    /** The member's own acts as staff on others: action, time and member id only. */
    staffActs: z.array(z.object({ action: z.string(), createdAt: z.string(), memberId: z.number().int().nullable() })),
  })
  .meta({ id: "AccountExport" });

export const privacyOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/auth/user/export",
    operationId: "exportAccount",
    tag: "Accounts",
    summary: "Everything the product holds about the member, as a JSON file to download",
    access: "account",
    answers: {
      200: {
        description: "The member's data: account and choices, roundtables organized, seats and places in line, notifications, messages sent (who and when), calendar feed, audit entries",
        json: accountExportSchema,
        headers: z.object({ "Content-Disposition": z.string().meta({ description: 'attachment; filename="english-convention-my-data.json"' }) }),
      },
    },
  },
  {
    method: "delete",
    path: "/auth/user",
    operationId: "deleteAccount",
    tag: "Accounts",
    summary: "Deletes the member's account: roundtables pass on or are cancelled, seats free, every session ends",
    access: "account",
    body: accountDeletionSchema.meta({ id: "AccountDeletion" }),
    answers: {
      204: { description: "Deleted; the session cookie is cleared" },
      409: "The last staff account can't be deleted",
    },
  },
];
