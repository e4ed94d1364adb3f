/**
 * Co-organizers (docs/product.md, "Co-organizers"): the organizer invites up to two members
 * (invitations and co-organizers together), the invitee accepts or declines, a co-organizer steps
 * down or is removed, and the organizer hands the roundtable over to a co-organizer. Every change
 * holds the roundtable's row lock; an accept takes its seat through the join's database function
 * (ec_join_roundtable), so it can never pass the roundtable's capacity, whatever joins race it.
 */
import type { Roundtable } from "@shared/types";
import { MAX_CO_ORGANIZERS } from "@shared/constants";
import { AppError } from "../lib/app-error";
import { notificationMessages } from "../mail";
import { insertNotifications } from "../notifications";
import {
  countCoOrganizerRows,
  deleteCoOrganizerRow,
  findCoOrganizerRow,
  insertInvitation,
  markInvitationNoticesRead,
  participationStatusOf,
  setCoOrganizerStatus,
} from "./co-organizers.storage";
import { isAddableBy } from "./addable-member.storage";
import { checkRoundtableOpen } from "./date-rules";
import { lockOwned, mayManage, notTheOrganizer, ROUNDTABLE_NOT_FOUND } from "./organizer-lock";
import type { RoundtableContext, Viewer } from "./roundtable-context";
import { findVisible } from "./roundtable.service";
import { lockRoundtable, updateRoundtable } from "./roundtable.storage";
import { addToRoundtable } from "./seat-changes.storage";
import { addTexts, audienceRefusal, nameOf } from "./seat-notices";
import { deleteParticipationOf } from "./seats.storage";
import type { DbOrTx } from "../db/client";

const NO_INVITATION = "You have no invitation to co-organize this roundtable";

async function lockFound(tx: DbOrTx, id: number) {
  const roundtable = await lockRoundtable(tx, id);
  if (!roundtable) throw AppError.notFound(ROUNDTABLE_NOT_FOUND, "not_found");
  return roundtable;
}

/** POST /api/roundtables/{id}/co-organizers: the member must be one the organizer could find (as the add). */
export async function inviteCoOrganizer(
  { db, mail, clock }: RoundtableContext,
  viewer: Viewer & { chapterId: number },
  id: number,
  userId: number,
): Promise<Roundtable> {
  const due = await db.transaction(async (tx) => {
    const roundtable = await lockOwned(tx, id, viewer.id, "invite co-organizers to");
    await checkRoundtableOpen(tx, clock, id);
    if (userId === viewer.id) throw AppError.conflict("You already organize this roundtable", "already_organizer");
    // A member the organizer can't see is as unknown as a wrong id.
    if (!(await isAddableBy(tx, userId, viewer.chapterId))) throw AppError.notFound("Member not found", "not_found");
    const existing = await findCoOrganizerRow(tx, id, userId);
    if (existing?.status === "accepted") throw AppError.conflict("This member already co-organizes this roundtable", "already_co_organizer");
    if (existing) throw AppError.conflict("This member is already invited: remove the invitation to invite them again", "already_invited");
    if ((await countCoOrganizerRows(tx, id)) >= MAX_CO_ORGANIZERS) {
      throw AppError.conflict("A roundtable has at most two co-organizers and invitations together: remove one first", "co_organizers_full");
    }
    await insertInvitation(tx, id, userId);
    const organizer = nameOf(viewer);
    await insertNotifications(tx, [
      { userId, kind: "co_organizer_invited", message: `${organizer} invites you to co-organize "${roundtable.title}".`, roundtableId: id },
    ]);
    return mail.enqueue(tx, [{ to: [userId], content: notificationMessages.coOrganizerInvited(id, roundtable.title, organizer) }]);
  });
  await mail.kick(due);
  return findVisible(db, viewer, id);
}

/**
 * POST /api/roundtables/{id}/co-organizers/accept: the invitee becomes a co-organizer and, without
 * a seat, takes one by the join's rules (a place in line is given up for it; a full roundtable
 * refuses and nothing changes).
 */
export async function acceptInvitation({ db, clock }: RoundtableContext, viewer: Viewer, id: number): Promise<Roundtable> {
  await db.transaction(async (tx) => {
    await lockFound(tx, id);
    if ((await findCoOrganizerRow(tx, id, viewer.id))?.status !== "pending") throw AppError.notFound(NO_INVITATION, "no_invitation");
    await checkRoundtableOpen(tx, clock, id);
    await setCoOrganizerStatus(tx, id, viewer.id, "accepted");
    await markInvitationNoticesRead(tx, id, viewer.id);
    const seat = await participationStatusOf(tx, id, viewer.id);
    if (seat === "joined") return;
    // A place in line gives way to the seat; if no seat is free, the transaction rolls back and the place stays.
    if (seat === "waitlisted") await deleteParticipationOf(tx, id, viewer.id);
    const change = await addToRoundtable(tx, { roundtableId: id, userId: viewer.id, organizerId: viewer.id, ...addTexts(viewer) });
    switch (change.outcome) {
      case "joined":
        return;
      case "full":
        throw AppError.conflict("This roundtable is full: ask the organizer to free a seat, then accept again", "roundtable_full");
      case "clash":
        throw AppError.conflict("You already have a seat at another roundtable in the same session", "session_clash");
      case "audience":
        throw AppError.forbidden(audienceRefusal(change.audience, change.memberType, "you")!, "audience_mismatch");
      case "no_member":
        throw AppError.unauthorized("Unauthorized", "not_signed_in");
      default:
        throw AppError.conflict("You could not take a seat at this roundtable", "seat_refused");
    }
  });
  return findVisible(db, viewer, id);
}

/** POST /api/roundtables/{id}/co-organizers/decline: the organizer sees the invitation declined. */
export async function declineInvitation({ db }: RoundtableContext, viewer: Viewer, id: number): Promise<Roundtable> {
  await db.transaction(async (tx) => {
    await lockFound(tx, id);
    if ((await findCoOrganizerRow(tx, id, viewer.id))?.status !== "pending") throw AppError.notFound(NO_INVITATION, "no_invitation");
    await setCoOrganizerStatus(tx, id, viewer.id, "declined");
    await markInvitationNoticesRead(tx, id, viewer.id);
  });
  return findVisible(db, viewer, id);
}

/**
 * DELETE /api/roundtables/{id}/co-organizers/{userId}: the organizer removes a co-organizer or an
 * invitation; a co-organizer steps down. Their seat stays theirs.
 */
export async function removeCoOrganizer({ db }: RoundtableContext, viewer: Viewer, id: number, userId: number): Promise<Roundtable> {
  await db.transaction(async (tx) => {
    const roundtable = await lockFound(tx, id);
    const stepsDown = userId === viewer.id && roundtable.coOrganizerIds.includes(viewer.id);
    if (roundtable.organizerId !== viewer.id && !stepsDown) {
      if (mayManage(roundtable, viewer.id)) throw AppError.forbidden("A co-organizer can step down, but only the organizer removes another co-organizer", "not_organizer");
      throw notTheOrganizer("remove co-organizers from");
    }
    if (!(await deleteCoOrganizerRow(tx, id, userId))) throw AppError.notFound("This member is neither a co-organizer nor invited", "not_co_organizer");
  });
  return findVisible(db, viewer, id);
}

/** POST /api/roundtables/{id}/hand-over: a co-organizer becomes the organizer; the organizer becomes a co-organizer. */
export async function handOver({ db, mail }: RoundtableContext, viewer: Viewer, id: number, userId: number): Promise<Roundtable> {
  const due = await db.transaction(async (tx) => {
    const roundtable = await lockOwned(tx, id, viewer.id, "hand over");
    if (!roundtable.coOrganizerIds.includes(userId)) throw AppError.conflict("Hand the roundtable over to one of its co-organizers", "hand_over_to_co_organizer");
    await deleteCoOrganizerRow(tx, id, userId);
    await updateRoundtable(tx, id, { organizerId: userId });
    await setCoOrganizerStatus(tx, id, viewer.id, "accepted");
    const organizer = nameOf(viewer);
    await insertNotifications(tx, [
      { userId, kind: "roundtable_handed_over", message: `You now organize "${roundtable.title}": ${organizer} handed it over to you.`, roundtableId: id },
    ]);
    return mail.enqueue(tx, [{ to: [userId], content: notificationMessages.handedOverByOrganizer(id, roundtable.title, organizer) }]);
  });
  await mail.kick(due);
  return findVisible(db, viewer, id);
}
