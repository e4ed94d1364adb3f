/**
 * Roundtables themselves: reading the lists and one roundtable, and the organizer's proposal,
 * edit and cancellation. The organizer is a participant and counts toward the limit; an edit that
 * raises the limit promotes from the waitlist in the same transaction, under the row lock
 * (docs/product.md, "Roundtables" and "Seats and waitlist"). Seats are seat.service.ts's.
 */
import type { Roundtable } from "@shared/types";
import type { CreateRoundtableRequest, RoundtableListQuery, UpdateRoundtableRequest } from "@shared/validators/roundtables";
import type { DataVersions } from "../cache/data-versions";
import { cancelledInvites } from "../calendar";
import type { DbOrTx } from "../db/client";
import { AppError } from "../lib/app-error";
import { notificationMessages } from "../mail";
import { insertNotifications } from "../notifications";
import { findSession } from "../program";
import { pickCategory } from "./category-rule";
import { checkProposalsOpen, checkRoundtableOpen } from "./date-rules";
import { isSharedOrder } from "./lists/cached-rows.storage";
import { findRoundtable } from "./lists/reference-lists.storage";
import { lockManaged, lockOwned, lockSessionOf, ROUNDTABLE_NOT_FOUND } from "./organizer-lock";
import type { RoundtableContext, Viewer } from "./roundtable-context";
import { deleteRoundtable, insertRoundtable, lockOpenProposals, updateRoundtable } from "./roundtable.storage";
import { promotionMail, promotionNotices } from "./seat-notices";
import { countJoined, insertParticipation, listParticipantUserIds, promoteFromWaitlist } from "./seats.storage";

/** Browse, as JSON: pages the same for everybody come from the cache, a ranking by match from the ranking. */
export async function browseRoundtables(
  { lists }: RoundtableContext,
  viewer: Viewer,
  filters: RoundtableListQuery,
  versions: DataVersions,
): Promise<{ json: string; total: number }> {
  if (isSharedOrder(filters.sort)) return lists.cached.list(viewer.id, filters, filters.sort, versions.roundtables);
  return lists.ranked.list(viewer.id, filters, versions.roundtables);
}

/** GET /api/roundtables/recommended, as JSON: the member's best open matches (docs/matching.md). */
export function recommendRoundtables({ lists }: RoundtableContext, viewer: Viewer, limit: number, conventionId: number, versions: DataVersions): Promise<string> {
  return lists.ranked.recommended(viewer.id, limit, conventionId, versions.roundtables);
}

/** One roundtable's details, as JSON, from the cache (its row and the member's facts, per data version). */
export async function readRoundtable({ lists }: RoundtableContext, viewer: Viewer, id: number, versions: DataVersions): Promise<string> {
  const json = await lists.cached.one(viewer.id, id, versions.roundtables);
  if (json === undefined) throw AppError.notFound(ROUNDTABLE_NOT_FOUND, "not_found");
  return json;
}

/** The member's roundtables of one convention, as JSON, from the cache (their facts and the rows, per data version). */
export function readParticipations({ lists }: RoundtableContext, viewer: Viewer, conventionId: number, versions: DataVersions): Promise<string> {
  return lists.cached.participations(viewer.id, conventionId, versions.roundtables);
}

/** A roundtable as the viewer reads it right after their own change (the reference read, not the cache). */
export async function findVisible(db: DbOrTx, viewer: Viewer, id: number): Promise<Roundtable> {
  const roundtable = await findRoundtable(db, viewer.id, id);
  if (!roundtable) throw AppError.notFound(ROUNDTABLE_NOT_FOUND, "not_found");
  return roundtable;
}

/** An unknown preferred session is the caller's mistake: a 400 on the field. */
async function checkPreferredSession(tx: DbOrTx, preferredSessionId: number | null | undefined) {
  if (preferredSessionId === undefined || preferredSessionId === null) return;
  if (!(await findSession(tx, preferredSessionId))) {
    const message = "Choose one of the convention's sessions";
    throw AppError.badRequest(message, { preferredSessionId: [message] }, "validation_failed");
  }
}

/** The organizer's proposal; they take its first seat. */
export async function createRoundtable({ db, openProposalsPerMember, clock }: RoundtableContext, viewer: Viewer, input: CreateRoundtableRequest): Promise<Roundtable> {
  const category = input.category ?? pickCategory(input);
  const id = await db.transaction(async (tx) => {
    await checkProposalsOpen(tx, clock);
    const { open, isStaff } = await lockOpenProposals(tx, viewer.id);
    if (!isStaff && open >= openProposalsPerMember) {
      throw AppError.conflict(
        `You already have ${open} open proposals, the most one member may have. Cancel one, or wait until the staff place or decline them, before proposing another.`,
        "too_many_proposals",
      );
    }
    await checkPreferredSession(tx, input.preferredSessionId);
    const newId = await insertRoundtable(tx, { ...input, category, categoryChosen: input.category !== undefined, organizerId: viewer.id });
    await insertParticipation(tx, { roundtableId: newId, userId: viewer.id, status: "joined" });
    return newId;
  });
  return findVisible(db, viewer, id);
}

export async function editRoundtable({ db, mail, clock }: RoundtableContext, viewer: Viewer, id: number, input: UpdateRoundtableRequest): Promise<Roundtable> {
  const due = await db.transaction(async (tx) => {
    const roundtable = await lockManaged(tx, id, viewer.id, "edit");
    await checkRoundtableOpen(tx, clock, id);
    await checkPreferredSession(tx, input.preferredSessionId);
    await lockSessionOf(tx, roundtable);
    const joined = await countJoined(tx, id);
    if (input.maxParticipants < joined) {
      throw AppError.conflict(
        `Max participants can't be lower than the ${joined} members who have already joined. Remove participants first.`,
        "seats_below_joined",
      );
    }
    await updateRoundtable(tx, id, input);
    const promotedNow = await promoteFromWaitlist(tx, id, input.maxParticipants - joined);
    // Everyone else in the roundtable hears of the edit, the members just promoted included.
    const others = (await listParticipantUserIds(tx, id)).filter((userId) => userId !== viewer.id);
    await insertNotifications(tx, [
      ...promotionNotices(promotedNow, { id, title: input.title }),
      ...others.map((userId) => ({
        userId,
        kind: "roundtable_edited" as const,
        message: `"${input.title}" was updated by its organizer.`,
        roundtableId: id,
      })),
    ]);
    return mail.enqueue(tx, [await promotionMail(tx, id, input.title, promotedNow.map((member) => member.userId))]);
  });
  await mail.kick(due);
  return findVisible(db, viewer, id);
}

/**
 * DELETE /api/roundtables/{id}: everyone else in it hears it was cancelled. A convention that is
 * over keeps its roundtables as they were: deleting one is refused like any other change there
 * (docs/product.md, "Conventions").
 */
export async function cancelRoundtable({ db, mail, waitingLines, clock }: RoundtableContext, viewer: Viewer, id: number): Promise<void> {
  const { due, freed } = await db.transaction(async (tx) => {
    const roundtable = await lockOwned(tx, id, viewer.id, "delete");
    await checkRoundtableOpen(tx, clock, id);
    const everyone = await listParticipantUserIds(tx, id);
    const others = everyone.filter((userId) => userId !== viewer.id);
    await deleteRoundtable(tx, id);
    // Not tied to the roundtable, so it outlives it; its held mails went with it (docs/mail.md). A
    // member who had it in their calendar (a seat at a placed roundtable) gets its cancellation too.
    const invites = await cancelledInvites(tx, id);
    const content = notificationMessages.roundtableDeleted(roundtable.title);
    const due = await mail.enqueue(
      tx,
      others.map((userId) => {
        const calendar = invites.get(userId);
        return { to: [userId], content: calendar ? { ...content, calendar } : content };
      }),
    );
    await insertNotifications(
      tx,
      others.map((userId) => ({
        userId,
        kind: "roundtable_deleted" as const,
        message: `"${roundtable.title}" was cancelled by its organizer.`,
        roundtableId: null,
      })),
    );
    return { due, freed: { sessionId: roundtable.sessionId, userIds: everyone } };
  });
  await mail.kick(due);
  await waitingLines.seatAfterSeatsFreed(freed);
}
