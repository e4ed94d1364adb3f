/** SQL for the audit log: append a line, page through lines. The table refuses updates and deletes itself. */
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { auditLog, users } from "@shared/schema";
import type { AuditAction } from "@shared/constants";
import type { AuditEntry } from "@shared/types";
import type { AuditQuery } from "@shared/validators/members";
import type { DbOrTx } from "../db/client";
import { containsPattern, words } from "../lib/search-text";

export type AuditRecord = {
  /** Who acted; null for the operator's command line. */
  actorId: number | null;
  action: AuditAction;
  memberId?: number | null;
  roundtableId?: number | null;
  conventionId?: number | null;
  note?: string | null;
  details?: Record<string, unknown> | null;
};

/** Writes one line; call it with the transaction that makes the change, so both commit or neither does. */
export async function recordAudit(tx: DbOrTx, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: record.actorId,
    action: record.action,
    memberId: record.memberId ?? null,
    roundtableId: record.roundtableId ?? null,
    conventionId: record.conventionId ?? null,
    note: record.note ?? null,
    details: record.details ?? null,
  });
}

const actor = alias(users, "actor");
const member = alias(users, "member");
const fullName = (table: typeof actor | typeof member) => sql<string | null>`${table.firstName} || ' ' || ${table.lastName}`;

/** A page of the log, newest first, with its total. */
export async function listAudit(db: DbOrTx, query: AuditQuery): Promise<{ items: AuditEntry[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.memberId !== undefined) conditions.push(eq(auditLog.memberId, query.memberId));
  if (query.action !== undefined) conditions.push(eq(auditLog.action, query.action));
  for (const word of words(query.member ?? "")) {
    conditions.push(sql`${auditLog.memberId} = any(array(select am.id from users am where lower(am.first_name || ' ' || am.last_name) like ${containsPattern(word)}))`);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorName: fullName(actor),
      action: auditLog.action,
      memberId: auditLog.memberId,
      memberName: fullName(member),
      roundtableId: auditLog.roundtableId,
      conventionId: auditLog.conventionId,
      note: auditLog.note,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(member, eq(member.id, auditLog.memberId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(query.limit)
    .offset(query.offset);
  const total = rows[0]?.total ?? (await countAudit(db, where));
  const items = rows.map(({ total: _total, createdAt, action, ...entry }) => ({
    ...entry,
    action: action as AuditAction,
    createdAt: createdAt.toISOString(),
  }));
  return { items, total };
}

async function countAudit(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where);
  return row?.total ?? 0;
}
