/**
 * What members read when seats change: the refusals, and the bell notices of joins, leaves and
 * promotions. The database functions of a join and a leave write the notices themselves, so they
 * get these texts as the words around the roundtable's title (seat-changes.storage.ts, aroundTitle).
 */
import { seatInvite } from "../calendar";
import type { DbOrTx } from "../db/client";
import { notificationMessages, type OutboxMail } from "../mail";
import type { NewNotification } from "../notifications";
import { aroundTitle } from "./seat-changes.storage";

export type Named = { firstName: string; lastName: string };

export const nameOf = (user: Named) => `${user.firstName} ${user.lastName}`;

/**
 * targetAudience is enforced (docs/product.md, "Seats and waitlist"): students can't join
 * advisors-only roundtables and the reverse. The rule is the database's; this words its refusal.
 */
export function audienceRefusal(audience: string, userType: string, who: "you" | "member"): string | undefined {
  if (audience === "advisors" && userType !== "advisor") {
    return who === "you" ? "This roundtable is for advisors only" : "This roundtable is for advisors only; this member is a student";
  }
  if (audience === "students" && userType !== "student") {
    return who === "you" ? "This roundtable is for students only" : "This roundtable is for students only; this member is an advisor";
  }
  return undefined;
}

/** What a member moved from a waitlist into a seat reads in the bell (their e-mail: notificationMessages.waitlistPromoted). */
export const promotedMessage = (title: string) => `A seat opened up: you moved from the waitlist into "${title}".`;

export function promotionNotices(promoted: { userId: number }[], roundtable: { id: number; title: string }): NewNotification[] {
  return promoted.map((member) => ({
    userId: member.userId,
    kind: "waitlist_promoted",
    message: promotedMessage(roundtable.title),
    roundtableId: roundtable.id,
  }));
}

/**
 * In the promotion's transaction: the promoted members' e-mail, held a few minutes (a removal soon
 * after replaces it: docs/mail.md), with the event for their calendar once it is on the program.
 */
export async function promotionMail(tx: DbOrTx, roundtableId: number, title: string, userIds: number[]): Promise<OutboxMail> {
  const calendar = userIds.length > 0 ? await seatInvite(tx, roundtableId) : undefined;
  return {
    to: userIds,
    content: { ...notificationMessages.waitlistPromoted(roundtableId, title), ...(calendar && { calendar }) },
    held: { kind: "promoted", roundtableId },
  };
}

/** The organizer's notices of a member's own join, as the words around the roundtable's title. */
export function joinTexts(member: Named) {
  const name = nameOf(member);
  return {
    joinedMessage: aroundTitle((title) => `${name} joined "${title}".`),
    waitlistedMessage: aroundTitle((title) => `${name} joined the waitlist of "${title}".`),
  };
}

/** The added member's notice of the organizer's add, as joinTexts. */
export function addTexts(organizer: Named) {
  const name = nameOf(organizer);
  return { addedMessage: aroundTitle((title) => `${name} added you to "${title}".`) };
}

/** The notices of a member's own leave (the organizer's, and the promoted member's), as joinTexts. */
export function leaveTexts(member: Named) {
  const name = nameOf(member);
  return {
    leftMessage: aroundTitle((title) => `${name} left "${title}".`),
    leftWaitlistMessage: aroundTitle((title) => `${name} left the waitlist of "${title}".`),
    promotedMessage: aroundTitle(promotedMessage),
  };
}
