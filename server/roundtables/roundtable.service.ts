/**
 * Roundtable rules (DECISIONS.md): the organizer is a participant and counts toward the limit;
 * capacity, waitlist and promotion are decided inside one transaction that holds the roundtable's
 * row lock, so concurrent joins can never overfill a roundtable.
 */
import type { PublicUser, Roundtable, RoundtableParticipant } from "@shared/types";
import type { CreateRoundtableRequest, RoundtableListQuery, UpdateRoundtableRequest } from "@shared/validators/roundtables";
import type { AppContext } from "../context";
import type { DbOrTx } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { AppError } from "../lib/app-error";
import { createNotificationMail, type MailRecipient } from "../mail/notification-mail";
import { notificationMessages } from "../mail/notification-messages";
import { insertNotifications } from "../notifications/notification.storage";
import { findSession, lockSession } from "../program/program.storage";
import { findSeatClashes } from "../program/seating";
import { createWaitingLines } from "../program/waiting-lines";
import type { DataVersions } from "../cache/data-versions";
import { pickCategory } from "./category-rule";
import { promotedMessage, promotionNotices } from "./promotion-notices";
import { isSharedOrder } from "./shared-list";
import {
  countJoined,
  deleteParticipationOf,
  deleteRoundtable,
  findRoundtable,
  findSeatingState,
  insertParticipation,
  insertRoundtable,
  listParticipants,
  listParticipantUserIds,
  lockRoundtable,
  promoteFromWaitlist,
  updateRoundtable,
} from "./roundtable.storage";
import { aroundTitle, joinRoundtable, leaveRoundtable, type JoinOutcome } from "./seat-changes.storage";

type Viewer = Pick<PublicUser, "id" | "userType" | "firstName" | "lastName">;
type Promoted = Awaited<ReturnType<typeof promoteFromWaitlist>>;

const NOT_FOUND = "Roundtable not found";
const ALREADY_PARTICIPATING = "You are already participating in this roundtable";

/** targetAudience is enforced: students can't join advisors-only roundtables and the reverse. */
function audienceRefusal(audience: string, userType: string, who: "you" | "member"): string | undefined {
  if (audience === "advisors" && userType !== "advisor") {
    return who === "you" ? "This roundtable is for advisors only" : "This roundtable is for advisors only; this member is a student";
  }
  if (audience === "students" && userType !== "student") {
    return who === "you" ? "This roundtable is for students only" : "This roundtable is for students only; this member is an advisor";
  }
  return undefined;
}

const nameOf = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`;

/** The organizer's notices of a member's own join, as the words around the roundtable's title (seat-changes.storage.ts). */
export function joinTexts(member: { firstName: string; lastName: string }) {
  const name = nameOf(member);
  return {
    joinedMessage: aroundTitle((title) => `${name} joined "${title}".`),
    waitlistedMessage: aroundTitle((title) => `${name} joined the waitlist of "${title}".`),
  };
}

/** The notices of a member's own leave (the organizer's, and the promoted member's), as joinTexts. */
export function leaveTexts(member: { firstName: string; lastName: string }) {
  const name = nameOf(member);
  return {
    leftMessage: aroundTitle((title) => `${name} left "${title}".`),
    leftWaitlistMessage: aroundTitle((title) => `${name} left the waitlist of "${title}".`),
    promotedMessage: aroundTitle(promotedMessage),
  };
}

export function createRoundtableService(ctx: AppContext) {
  const { db, lists } = ctx;
  const notificationMail = createNotificationMail(ctx);
  // A seat given up in a session may let a member waiting elsewhere in it be seated (waiting-lines.ts).
  const waitingLines = createWaitingLines(ctx);

  async function lockOwned(tx: DbOrTx, id: number, viewerId: number, action: string) {
    const roundtable = await lockRoundtable(tx, id);
    if (!roundtable) throw AppError.notFound(NOT_FOUND);
    if (roundtable.organizerId !== viewerId) throw AppError.forbidden(`Only the organizer can ${action} this roundtable`);
    return roundtable;
  }

  /** Who to mail about a promotion, read in the transaction that promoted them. */
  const promotedRecipients = (tx: DbOrTx, promoted: Promoted) => notificationMail.recipients(tx, promoted.map((member) => member.userId));

  /** After commit: a failed message is logged, never undoes the promotion. */
  function mailPromoted(recipients: MailRecipient[], title: string) {
    void notificationMail.send(recipients, notificationMessages.waitlistPromoted(title));
  }

  /** An unknown preferred session is the caller's mistake: a 400 on the field. */
  async function checkPreferredSession(tx: DbOrTx, preferredSessionId: number | null | undefined) {
    if (preferredSessionId === undefined || preferredSessionId === null) return;
    if (!(await findSession(tx, preferredSessionId))) {
      const message = "Choose one of the convention's sessions";
      throw AppError.badRequest(message, { preferredSessionId: [message] });
    }
  }

  /**
   * A roundtable on the program holds its session's lock while seats change, so a member can't be
   * seated in two of the session's roundtables at once (placement takes the same lock).
   */
  async function lockSessionOf(tx: DbOrTx, roundtable: { sessionId: number | null }) {
    if (roundtable.sessionId !== null) await lockSession(tx, roundtable.sessionId);
  }

  /** The member's seat elsewhere in this roundtable's session, as a 409 naming the other roundtable. */
  async function refuseDoubleSeat(tx: DbOrTx, roundtable: { id: number; sessionId: number | null }, userId: number) {
    if (roundtable.sessionId === null) return;
    const [clash] = await findSeatClashes(tx, { sessionId: roundtable.sessionId, userIds: [userId], exceptRoundtableId: roundtable.id });
    if (clash) throw AppError.conflict(`${clash.name} already has a seat at "${clash.title}" in the same session`);
  }

  async function getVisible(viewerId: number, id: number): Promise<Roundtable> {
    const roundtable = await findRoundtable(db, viewerId, id);
    if (!roundtable) throw AppError.notFound(NOT_FOUND);
    return roundtable;
  }

  return {
    /** Browse, as JSON: pages the same for everybody come from the shared lists, a ranking by match from the match lists. */
    async list(viewer: Viewer, filters: RoundtableListQuery, versions: DataVersions): Promise<{ json: string; total: number }> {
      if (isSharedOrder(filters.sort)) return lists.shared.list(viewer.id, filters, filters.sort, versions.roundtables);
      return lists.match.list(viewer.id, filters, versions.roundtables);
    },

    /** One roundtable's details, as JSON, from the shared lists (its row and the member's facts, per data version). */
    async getJson(viewer: Viewer, id: number, versions: DataVersions): Promise<string> {
      const json = await lists.shared.one(viewer.id, id, versions.roundtables);
      if (json === undefined) throw AppError.notFound(NOT_FOUND);
      return json;
    },

    /** The member's roundtables, as JSON, from the shared lists (their facts and the rows, per data version). */
    participations: (viewer: Viewer, versions: DataVersions) => lists.shared.participations(viewer.id, versions.roundtables),

    async create(viewer: Viewer, input: CreateRoundtableRequest): Promise<Roundtable> {
      const category = input.category ?? pickCategory(input);
      const id = await db.transaction(async (tx) => {
        await checkPreferredSession(tx, input.preferredSessionId);
        const newId = await insertRoundtable(tx, { ...input, category, organizerId: viewer.id });
        await insertParticipation(tx, { roundtableId: newId, userId: viewer.id, status: "joined" });
        return newId;
      });
      return getVisible(viewer.id, id);
    },

    async update(viewer: Viewer, id: number, input: UpdateRoundtableRequest): Promise<Roundtable> {
      const { promoted, title } = await db.transaction(async (tx) => {
        const roundtable = await lockOwned(tx, id, viewer.id, "edit");
        await checkPreferredSession(tx, input.preferredSessionId);
        await lockSessionOf(tx, roundtable);
        const joined = await countJoined(tx, id);
        if (input.maxParticipants < joined) {
          throw AppError.conflict(
            `Max participants can't be lower than the ${joined} members who have already joined. Remove participants first.`,
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
        return { promoted: await promotedRecipients(tx, promotedNow), title: roundtable.title };
      });
      mailPromoted(promoted, input.title || title);
      return getVisible(viewer.id, id);
    },

    async remove(viewer: Viewer, id: number): Promise<void> {
      const { recipients, title, freed } = await db.transaction(async (tx) => {
        const roundtable = await lockOwned(tx, id, viewer.id, "delete");
        const everyone = await listParticipantUserIds(tx, id);
        const others = everyone.filter((userId) => userId !== viewer.id);
        const othersToMail = await notificationMail.recipients(tx, others);
        await deleteRoundtable(tx, id);
        await insertNotifications(
          tx,
          others.map((userId) => ({
            userId,
            kind: "roundtable_deleted" as const,
            message: `"${roundtable.title}" was cancelled by its organizer.`,
            roundtableId: null,
          })),
        );
        return { recipients: othersToMail, title: roundtable.title, freed: { sessionId: roundtable.sessionId, userIds: everyone } };
      });
      void notificationMail.send(recipients, notificationMessages.roundtableDeleted(title));
      await waitingLines.seatAfterSeatsFreed(freed);
    },

    /** One statement (seat-changes.storage.ts): the rules run in the database under the row lock. */
    async join(viewer: Viewer, id: number): Promise<{ joined: boolean; waitlisted: boolean }> {
      let change: JoinOutcome;
      try {
        change = await joinRoundtable(db, { roundtableId: id, userId: viewer.id, ...joinTexts(viewer) });
      } catch (error) {
        if (isUniqueViolation(error)) throw AppError.conflict(ALREADY_PARTICIPATING);
        throw error;
      }
      switch (change.outcome) {
        case "not_found":
          throw AppError.notFound(NOT_FOUND);
        case "no_member":
          throw AppError.unauthorized("Unauthorized");
        case "already":
          throw AppError.conflict(ALREADY_PARTICIPATING);
        case "audience":
          // The database refused by the same rule, so there is a refusal to word.
          throw AppError.forbidden(audienceRefusal(change.audience, change.memberType, "you")!);
        case "clash":
          throw AppError.conflict(`You already have a seat at "${change.clashTitle}" in the same session`);
        case "joined":
        case "waitlisted":
          return { joined: change.outcome === "joined", waitlisted: change.outcome === "waitlisted" };
      }
    },

    /** One statement, as the join; the promoted member's mail is read and sent after it commits. */
    async leave(viewer: Viewer, id: number): Promise<void> {
      const change = await leaveRoundtable(db, { roundtableId: id, userId: viewer.id, ...leaveTexts(viewer) });
      switch (change.outcome) {
        case "not_found":
          throw AppError.notFound(NOT_FOUND);
        case "organizer":
          throw AppError.forbidden("The organizer cannot leave their own roundtable");
        case "not_participating":
          throw AppError.notFound("You are not participating in this roundtable");
        case "left":
        case "left_waitlist":
          if (change.promotedUserIds.length > 0) mailPromoted(await notificationMail.recipients(db, change.promotedUserIds), change.title!);
          if (change.outcome === "left") await waitingLines.seatAfterSeatsFreed({ sessionId: change.sessionId, userIds: [viewer.id] });
      }
    },

    /** The waitlist's order is the organizer's to see: others see who is seated, and only themselves in line. */
    async participants(viewer: Viewer, id: number): Promise<RoundtableParticipant[]> {
      const roundtable = await getVisible(viewer.id, id);
      const all = await listParticipants(db, id);
      if (roundtable.isOrganizer) return all;
      return all.filter((participant) => participant.status === "joined" || participant.user.id === viewer.id);
    },

    async addParticipant(viewer: Viewer, id: number, userId: number): Promise<RoundtableParticipant> {
      try {
        const { added, recipients, title } = await db.transaction(async (tx) => {
          const roundtable = await lockOwned(tx, id, viewer.id, "add participants to");
          if (userId === roundtable.organizerId) throw AppError.conflict("The organizer is already part of this roundtable");
          const state = await findSeatingState(tx, id, userId);
          if (!state) throw AppError.notFound("Member not found");
          if (state.participation) throw AppError.conflict("This member is already participating in this roundtable");
          const refusal = audienceRefusal(roundtable.targetAudience, state.member.userType, "member");
          if (refusal) throw AppError.forbidden(refusal);
          if (state.joinedCount >= roundtable.maxParticipants) throw AppError.conflict("This roundtable is full");
          await lockSessionOf(tx, roundtable);
          await refuseDoubleSeat(tx, roundtable, userId);
          await insertParticipation(tx, { roundtableId: id, userId, status: "joined" });
          await insertNotifications(tx, [
            {
              userId,
              kind: "added_to_roundtable",
              message: `${nameOf(viewer)} added you to "${roundtable.title}".`,
              roundtableId: id,
            },
          ]);
          const [participant] = await listParticipants(tx, id, userId);
          return { added: participant!, recipients: await notificationMail.recipients(tx, [userId]), title: roundtable.title };
        });
        void notificationMail.send(recipients, notificationMessages.addedByOrganizer(title, nameOf(viewer)));
        return added;
      } catch (error) {
        if (isUniqueViolation(error)) throw AppError.conflict("This member is already participating in this roundtable");
        throw error;
      }
    },

    async removeParticipant(viewer: Viewer, id: number, userId: number): Promise<void> {
      const { promoted, removed, wasWaiting, title, sessionId } = await db.transaction(async (tx) => {
        const roundtable = await lockOwned(tx, id, viewer.id, "remove participants from");
        if (userId === roundtable.organizerId) throw AppError.forbidden("The organizer cannot be removed");
        await lockSessionOf(tx, roundtable);
        const participation = await deleteParticipationOf(tx, id, userId);
        if (!participation) throw AppError.notFound("This member is not participating in this roundtable");
        const promotedNow = participation.status === "joined" ? await promoteFromWaitlist(tx, id, 1) : [];
        await insertNotifications(tx, [
          {
            userId,
            kind: "removed_from_roundtable",
            message: `You were removed from "${roundtable.title}" by its organizer.`,
            roundtableId: id,
          },
          ...promotionNotices(promotedNow, roundtable),
        ]);
        return {
          promoted: await promotedRecipients(tx, promotedNow),
          removed: await notificationMail.recipients(tx, [userId]),
          wasWaiting: participation.status === "waitlisted",
          title: roundtable.title,
          sessionId: roundtable.sessionId,
        };
      });
      void notificationMail.send(removed, notificationMessages.removedByOrganizer(title, wasWaiting));
      mailPromoted(promoted, title);
      if (!wasWaiting) await waitingLines.seatAfterSeatsFreed({ sessionId, userIds: [userId] });
    },

    /**
     * The organizer seats the first member in line by hand (promotion is automatic when a seat
     * opens, but a seat can also be free with people waiting, e.g. after an account is deleted).
     * Like automatic promotion, it passes over a member seated elsewhere in the same session.
     */
    async seatFromWaitlist(viewer: Viewer, id: number): Promise<RoundtableParticipant> {
      const { seated, promoted, title } = await db.transaction(async (tx) => {
        const roundtable = await lockOwned(tx, id, viewer.id, "seat waitlisted members of");
        await lockSessionOf(tx, roundtable);
        if ((await countJoined(tx, id)) >= roundtable.maxParticipants) {
          throw AppError.conflict("There is no free seat: raise max participants or remove a participant first");
        }
        const promotedNow = await promoteFromWaitlist(tx, id, 1);
        if (promotedNow.length === 0) {
          const waiting = (await listParticipants(tx, id)).some((participant) => participant.status === "waitlisted");
          throw AppError.conflict(
            waiting ? "Everyone on the waitlist already has a seat elsewhere in the same session" : "Nobody is on the waitlist",
          );
        }
        await insertNotifications(tx, promotionNotices(promotedNow, roundtable));
        const [participant] = await listParticipants(tx, id, promotedNow[0]!.userId);
        return { seated: participant!, promoted: await promotedRecipients(tx, promotedNow), title: roundtable.title };
      });
      mailPromoted(promoted, title);
      return seated;
    },
  };
}
