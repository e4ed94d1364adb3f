/**
 * Seats (docs/product.md, "Seats and waitlist"): a member's own join and leave, and the
 * organizer's add, remove and seating from the line. Capacity, waitlist and promotion are decided
 * inside one transaction that holds the roundtable's row lock, so concurrent joins can never
 * overfill a roundtable. The join (the organizer's add too) and the leave are one database
 * function each (seat-changes.storage.ts), the rules' outcomes coming back as words for these to
 * answer with.
 */
import type { RoundtableParticipant } from "@shared/types";
import { seatInvite } from "../calendar";
import { isUniqueViolation } from "../db/errors";
import { AppError } from "../lib/app-error";
import { notificationMessages } from "../mail";
import { insertNotifications, withdrawUnreadNotice } from "../notifications";
import { lockManaged, lockSessionOf, mayManage, notAManager, ROUNDTABLE_NOT_FOUND } from "./organizer-lock";
import { checkRoundtableOpen, dateRefusal } from "./date-rules";
import type { RoundtableContext, Viewer } from "./roundtable-context";
import { findVisible } from "./roundtable.service";
import { isAddableBy } from "./addable-member.storage";
import { addToRoundtable, joinRoundtable, leaveRoundtable, type AddOutcome, type JoinOutcome } from "./seat-changes.storage";
import { addTexts, audienceRefusal, joinTexts, leaveTexts, nameOf, promotionMail, promotionNotices } from "./seat-notices";
import { countJoined, deleteParticipationOf, listParticipants, promoteFromWaitlist } from "./seats.storage";

const ALREADY_PARTICIPATING = "You are already participating in this roundtable";
const ALREADY_ADDED = "This member is already participating in this roundtable";
const MEMBER_NOT_FOUND = "Member not found";

/** POST /api/roundtables/{id}/join: one statement; the rules run in the database under the row lock. */
export async function joinAsMember({ db, clock }: RoundtableContext, viewer: Viewer, id: number): Promise<{ joined: boolean; waitlisted: boolean }> {
  let change: JoinOutcome;
  try {
    change = await joinRoundtable(db, { roundtableId: id, userId: viewer.id, ...joinTexts(viewer), now: clock.now() });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.conflict(ALREADY_PARTICIPATING, "already_participating");
    throw error;
  }
  switch (change.outcome) {
    case "not_found":
      throw AppError.notFound(ROUNDTABLE_NOT_FOUND, "not_found");
    case "no_member":
      throw AppError.unauthorized("Unauthorized", "not_signed_in");
    case "already":
      throw AppError.conflict(ALREADY_PARTICIPATING, "already_participating");
    case "audience":
      // The database refused by the same rule, so there is a refusal to word.
      throw AppError.forbidden(audienceRefusal(change.audience, change.memberType, "you")!, "audience_mismatch");
    case "clash":
      throw AppError.conflict(`You already have a seat at "${change.clashTitle}" in the same session`, "session_clash");
    case "over":
    case "started":
      throw await dateRefusal(db, id, change.outcome);
    case "joined":
    case "waitlisted":
      return { joined: change.outcome === "joined", waitlisted: change.outcome === "waitlisted" };
  }
}

/** POST /api/roundtables/{id}/leave: one statement, as the join, which also enqueues the promoted member's e-mail. */
export async function leaveAsMember({ db, mail, waitingLines, clock }: RoundtableContext, viewer: Viewer, id: number): Promise<void> {
  const promotion = { kind: "promoted" as const, roundtableId: id, content: (title: string) => notificationMessages.waitlistPromoted(id, title), holdSeconds: mail.holdSeconds };
  const change = await leaveRoundtable(db, { roundtableId: id, userId: viewer.id, ...leaveTexts(viewer), now: clock.now() }, promotion);
  switch (change.outcome) {
    case "over":
    case "started":
      throw await dateRefusal(db, id, change.outcome);
    case "not_found":
      throw AppError.notFound(ROUNDTABLE_NOT_FOUND, "not_found");
    case "organizer":
      throw AppError.forbidden("The organizer cannot leave their own roundtable", "organizer_stays");
    case "not_participating":
      throw AppError.notFound("You are not participating in this roundtable", "not_participating");
    case "left":
    case "left_waitlist":
      // The statement wrote the promoted members' mail; a roundtable on the program adds its event for their calendar.
      if (change.promotedUserIds.length > 0 && change.sessionId !== null) {
        const calendar = await seatInvite(db, id);
        if (calendar) await mail.extendHeld(db, { kind: "promoted", roundtableId: id, recipients: change.promotedUserIds, extra: { calendar } });
      }
      await mail.kick(mail.holdSeconds === 0 && change.promotedUserIds.length > 0);
      if (change.outcome === "left") await waitingLines.seatAfterSeatsFreed({ sessionId: change.sessionId, userIds: [viewer.id] });
  }
}

/** The waitlist's order is for those who manage it to see: others see who is seated, and only themselves in line. */
export async function participantsFor({ db }: RoundtableContext, viewer: Viewer, id: number): Promise<RoundtableParticipant[]> {
  const roundtable = await findVisible(db, viewer, id);
  const all = await listParticipants(db, id, viewer.id);
  if (mayManage({ organizerId: roundtable.organizerId, coOrganizerIds: roundtable.coOrganizers.map((member) => member.id) }, viewer.id)) return all;
  return all.filter((participant) => participant.status === "joined" || participant.user.id === viewer.id);
}

/**
 * POST /api/roundtables/{id}/participants/{userId}: the organizer seats a member by the join's
 * rules (one database function); where a join would queue, a full roundtable refuses.
 */
export async function addParticipant(
  { db, mail, clock }: RoundtableContext,
  viewer: Viewer & { chapterId: number },
  id: number,
  userId: number,
): Promise<RoundtableParticipant> {
  await checkRoundtableOpen(db, clock, id);
  try {
    const { added, due } = await db.transaction(async (tx) => {
      // Who may add comes first; then a member the organizer can't see is as unknown as a wrong id.
      await lockManaged(tx, id, viewer.id, "add participants to");
      if (userId !== viewer.id && !(await isAddableBy(tx, userId, viewer.chapterId))) throw AppError.notFound(MEMBER_NOT_FOUND, "not_found");
      const change = await addToRoundtable(tx, { roundtableId: id, userId, organizerId: viewer.id, ...addTexts(viewer) });
      const { title } = seatedOrRefused(change);
      const [participant] = await listParticipants(tx, id, viewer.id, userId);
      const calendar = await seatInvite(tx, id);
      const content = { ...notificationMessages.addedByOrganizer(id, title, nameOf(viewer)), ...(calendar && { calendar }) };
      return { added: participant!, due: await mail.enqueue(tx, [{ to: [userId], content, held: { kind: "added", roundtableId: id } }]) };
    });
    await mail.kick(due);
    return added;
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.conflict(ALREADY_ADDED, "already_participating");
    throw error;
  }
}

/** Words the database's refusal of an add; the seat when the member was seated. */
function seatedOrRefused(change: AddOutcome): { title: string } {
  switch (change.outcome) {
    case "not_found":
      throw AppError.notFound(ROUNDTABLE_NOT_FOUND, "not_found");
    case "not_organizer":
      throw notAManager("add participants to");
    case "organizer":
      throw AppError.conflict("The organizer is already part of this roundtable", "already_participating");
    case "no_member":
      throw AppError.notFound(MEMBER_NOT_FOUND, "not_found");
    case "already":
      throw AppError.conflict(ALREADY_ADDED, "already_participating");
    case "audience":
      // The database refused by the same rule, so there is a refusal to word.
      throw AppError.forbidden(audienceRefusal(change.audience, change.memberType, "member")!, "audience_mismatch");
    case "full":
      throw AppError.conflict("This roundtable is full", "roundtable_full");
    case "clash":
      // The other roundtable stays unnamed: it may be one the organizer has no business knowing of.
      throw AppError.conflict(`${change.clashName} already has a seat at another roundtable in the same session`, "session_clash");
    case "joined":
      return change;
  }
}

/** DELETE /api/roundtables/{id}/participants/{userId}: a seat given up promotes the first in line. */
export async function removeParticipant({ db, mail, waitingLines, clock }: RoundtableContext, viewer: Viewer, id: number, userId: number): Promise<void> {
  await checkRoundtableOpen(db, clock, id);
  const { wasWaiting, sessionId, due } = await db.transaction(async (tx) => {
    const roundtable = await lockManaged(tx, id, viewer.id, "remove participants from");
    if (userId === roundtable.organizerId) throw AppError.forbidden("The organizer cannot be removed", "organizer_stays");
    // A co-organizer removes participants, but not another co-organizer (docs/product.md, "Co-organizers").
    if (viewer.id !== roundtable.organizerId && userId !== viewer.id && roundtable.coOrganizerIds.includes(userId)) {
      throw AppError.forbidden("Only the organizer can remove a co-organizer", "co_organizer_protected");
    }
    await lockSessionOf(tx, roundtable);
    const participation = await deleteParticipationOf(tx, id, userId);
    if (!participation) throw AppError.notFound("This member is not participating in this roundtable", "not_participating");
    const promotedNow = participation.status === "joined" ? await promoteFromWaitlist(tx, id, 1) : [];
    const wasWaiting = participation.status === "waitlisted";
    // Added minutes ago and not yet read: the notice of the add goes, and the removal is no news (docs/mail.md).
    const noNews = await withdrawUnreadNotice(tx, { userId, kind: "added_to_roundtable", roundtableId: id });
    await insertNotifications(tx, [
      ...(noNews
        ? []
        : [{ userId, kind: "removed_from_roundtable" as const, message: `You were removed from "${roundtable.title}" by its organizer.`, roundtableId: id }]),
      ...promotionNotices(promotedNow, roundtable),
    ]);
    const due = await mail.enqueue(tx, [
      { to: [userId], content: notificationMessages.removedByOrganizer(id, roundtable.title, wasWaiting), held: { kind: wasWaiting ? "removed_waiting" : "removed", roundtableId: id } },
      await promotionMail(tx, id, roundtable.title, promotedNow.map((member) => member.userId)),
    ]);
    return { wasWaiting, sessionId: roundtable.sessionId, due };
  });
  await mail.kick(due);
  if (!wasWaiting) await waitingLines.seatAfterSeatsFreed({ sessionId, userIds: [userId] });
}

/**
 * The organizer seats the first member in line by hand (promotion is automatic when a seat
 * opens, but a seat can also be free with people waiting, e.g. after an account is deleted).
 * Like automatic promotion, it passes over a member seated elsewhere in the same session.
 */
export async function seatFromWaitlist({ db, mail }: RoundtableContext, viewer: Viewer, id: number): Promise<RoundtableParticipant> {
  const { seated, due } = await db.transaction(async (tx) => {
    const roundtable = await lockManaged(tx, id, viewer.id, "seat waitlisted members of");
    await lockSessionOf(tx, roundtable);
    if ((await countJoined(tx, id)) >= roundtable.maxParticipants) {
      throw AppError.conflict("There is no free seat: raise max participants or remove a participant first", "roundtable_full");
    }
    const promotedNow = await promoteFromWaitlist(tx, id, 1);
    if (promotedNow.length === 0) {
      const waiting = (await listParticipants(tx, id, viewer.id)).some((participant) => participant.status === "waitlisted");
      throw AppError.conflict(
        waiting ? "Everyone on the waitlist already has a seat elsewhere in the same session" : "Nobody is on the waitlist",
        "nobody_to_seat",
      );
    }
    await insertNotifications(tx, promotionNotices(promotedNow, roundtable));
    const [participant] = await listParticipants(tx, id, viewer.id, promotedNow[0]!.userId);
    return { seated: participant!, due: await mail.enqueue(tx, [await promotionMail(tx, id, roundtable.title, promotedNow.map((member) => member.userId))]) };
  });
  await mail.kick(due);
  return seated;
}
