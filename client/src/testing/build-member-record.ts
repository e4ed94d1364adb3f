import type { AuditEntry, MemberRecord } from "@shared/types";

let nextId = 5000;

/** A member as the approvers' lists return them: a confirmed newcomer waiting, unless overridden. */
export function buildMemberRecord(overrides: Partial<MemberRecord> = {}): MemberRecord {
  const id = overrides.id ?? nextId++;
  return {
    id,
    firstName: "Nella",
    lastName: "Larsen",
    email: `member${id}@example.edu`,
    userType: "student",
    chapterId: 1,
    chapter: "Tulane University",
    emailConfirmed: true,
    membershipStatus: "pending",
    membershipNote: null,
    pendingChange: null,
    pendingChapter: null,
    isStaff: false,
    createdAt: "2026-02-01T15:00:00.000Z",
    ...overrides,
  };
}

export function buildAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: nextId++,
    actorId: 1,
    actorName: "Stella Staff",
    action: "member.approved",
    memberId: 7,
    memberName: "Nella Larsen",
    roundtableId: null,
    conventionId: null,
    note: null,
    details: null,
    createdAt: "2026-02-02T15:00:00.000Z",
    ...overrides,
  };
}
