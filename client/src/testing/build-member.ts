import type { CurrentUser, PublicUser } from "@shared/types";

let nextId = 1000;

/** A directory member with sensible defaults; tests override what they care about. */
export function buildMember(overrides: Partial<PublicUser> = {}): PublicUser {
  const id = overrides.id ?? nextId++;
  return {
    id,
    email: `member${id}@example.edu`,
    firstName: "Ada",
    lastName: "Lovelace",
    userType: "student",
    chapterId: 1,
    chapter: "Alpha Chapter",
    chapterRegion: "Eastern",
    chapterColor: "#2563eb",
    interests: ["Gothic fiction"],
    expertiseAreas: ["Victorian poetry"],
    profileImageUrl: null,
    acceptMessages: true,
    ...overrides,
  };
}

/** The signed-in member: a confirmed, approved member with the default settings, unless overridden. */
export function buildCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  const member = buildMember();
  return {
    ...member,
    email: member.email ?? `member${member.id}@example.edu`,
    isStaff: false,
    emailNotifications: true,
    emailConfirmed: true,
    membershipStatus: "approved",
    pendingChange: null,
    approvers: null,
    directoryVisibility: "members",
    shareEmail: true,
    acceptMessages: true,
    ...overrides,
  };
}
