/**
 * Staff decisions on proposals: place into a session and room, move, take off the program, or
 * mark not selected. Each runs in one transaction that locks the roundtable, then the target
 * session's row: placements into one session queue there, so two can never take the same room
 * (the unique index on roundtables.room_id is the last line), and joins into the session's
 * roundtables queue there too, so no member ends up seated twice at the same time. The organizer,
 * participants and waitlisted members get a bell notification and an e-mail (through the outbox,
 * due at once) in the same transaction, as the audit log gets its line.
 */
import type { Roundtable } from "@shared/types";
import type { NotSelectedRequest, PlacementRequest } from "@shared/validators/staff";
import type { AppContext } from "../context";
import type { DbOrTx } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { AppError } from "../lib/app-error";
import { cancelledInvites, placedInvites, type CalendarInvite } from "../calendar";
import { describeStart, readCurrentDays } from "../convention";
import { createNotificationMail } from "../mail";
import { recordAudit } from "../members";
import {
  ADD_TO_CALENDAR_LINE,
  findSeatClashes,
  lockSession,
  movedMessage,
  notifyProgramChange,
  programMails,
  type ProgramMail,
  type ProgramMailRecipient,
  type SeatClash,
} from "../program";
import { checkRoundtableOpen, findRoundtable, lockRoundtable, sessionOfRoundtablesConvention, type FreedSeats, type WaitingLines } from "../roundtables";
import { listJoinedUserIds, listSessionRooms, writePlacement, type PlacementValues, type RoomRow } from "./placement.storage";

type Staff = { id: number };

/** The app's context and the waiting lines a placement's freed seats may unblock, made once by the staff routes. */
export type StaffContext = AppContext & { waitingLines: WaitingLines };

type Change = {
  recipients: ProgramMailRecipient[];
  mailFor: (recipient: ProgramMailRecipient) => ProgramMail;
  /** The calendar part for each member who has the event in their calendar (docs/mail.md, "Calendars in mail"). */
  invites?: Map<number, CalendarInvite>;
  /** The seats the roundtable held in the session it left (its joined members may now be seated elsewhere in it). */
  freed?: FreedSeats;
};

const NOT_FOUND = "Roundtable not found";
const UNKNOWN_SESSION = "Choose one of the convention's sessions";
const OTHER_CONVENTION = "Choose a session of the roundtable's own convention";

/** "Ada Lovelace and Bo Diddley already have a seat at "Other" in that session". */
function describeClashes(clashes: SeatClash[]): string {
  const byRoundtable = new Map<number, { title: string; names: string[] }>();
  for (const clash of clashes) {
    const entry = byRoundtable.get(clash.roundtableId) ?? { title: clash.title, names: [] };
    entry.names.push(clash.name);
    byRoundtable.set(clash.roundtableId, entry);
  }
  return [...byRoundtable.values()]
    .map(({ title, names }) => {
      const who = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
      return `${who} already ${names.length === 1 ? "has a seat" : "have seats"} at "${title}" in that session`;
    })
    .join("; ");
}

/** The room asked for, if free (or this roundtable's); without one, the room it holds in the session or the first free. */
function chooseRoom(rooms: RoomRow[], session: { name: string }, id: number, roomId: number | null | undefined): RoomRow {
  if (roomId !== undefined && roomId !== null) {
    const room = rooms.find((candidate) => candidate.id === roomId);
    if (!room) {
      const message = `Choose a room of "${session.name}"`;
      throw AppError.badRequest(message, { roomId: [message] }, "validation_failed");
    }
    if (room.holderId !== null && room.holderId !== id) {
      throw AppError.conflict(`${room.name} in "${session.name}" already holds "${room.holderTitle}"`, "room_taken");
    }
    return room;
  }
  // Staying in the same session keeps the room; otherwise the first free room by position.
  const room = rooms.find((candidate) => candidate.holderId === id) ?? rooms.find((candidate) => candidate.holderId === null);
  if (!room) throw AppError.conflict(`"${session.name}" is full: all ${rooms.length} of its rooms hold roundtables`, "session_full");
  return room;
}

/** The seats a placed roundtable gives up in its session when it leaves it. */
async function seatsLeaving(tx: DbOrTx, roundtable: { id: number; sessionId: number | null }): Promise<FreedSeats | undefined> {
  if (roundtable.sessionId === null) return undefined;
  return { sessionId: roundtable.sessionId, userIds: await listJoinedUserIds(tx, roundtable.id) };
}

/** Off the program: no session, room or time. */
function writeOffProgram(tx: DbOrTx, id: number, values: Pick<PlacementValues, "programStatus" | "programNote">) {
  return writePlacement(tx, id, { ...values, sessionId: null, roomId: null, scheduledDate: null });
}

async function lockForStaff(tx: DbOrTx, id: number) {
  const roundtable = await lockRoundtable(tx, id);
  if (!roundtable) throw AppError.notFound(NOT_FOUND, "not_found");
  return roundtable;
}

/** Runs the change and enqueues its mail in one transaction, then sends it; a failed mail never undoes the change. */
async function commitChange(ctx: StaffContext, staff: Staff, id: number, change: (tx: DbOrTx) => Promise<Change | undefined>): Promise<Roundtable> {
  const mail = createNotificationMail(ctx);
  let outcome: Change | undefined;
  let due: boolean;
  try {
    [outcome, due] = await ctx.db.transaction(async (tx) => {
      const done = await change(tx);
      return [done, done ? await mail.enqueue(tx, programMails(done.recipients, done.mailFor, done.invites)) : false] as const;
    });
  } catch (error) {
    // Only reachable if the session lock were bypassed: the unique index keeps one roundtable a room.
    if (isUniqueViolation(error)) throw AppError.conflict("That room was just taken; choose another room", "room_taken");
    throw error;
  }
  await mail.kick(due);
  if (outcome?.freed) await ctx.waitingLines.seatAfterSeatsFreed(outcome.freed);
  return (await findRoundtable(ctx.db, staff.id, id))!;
}

/** PUT /api/staff/roundtables/{id}/placement: into a session and room, or a move to another. */
export function placeRoundtable(ctx: StaffContext, staff: Staff, id: number, input: PlacementRequest): Promise<Roundtable> {
  return commitChange(ctx, staff, id, async (tx) => {
    const roundtable = await lockForStaff(tx, id);
    // The roundtable's own convention's zone names the time in the notices, never the configured one.
    const timeZone = await checkRoundtableOpen(tx, ctx.clock, id);
    if (timeZone === undefined) throw AppError.notFound(NOT_FOUND, "not_found");
    const session = await lockSession(tx, input.sessionId);
    if (!session) throw AppError.badRequest(UNKNOWN_SESSION, { sessionId: [UNKNOWN_SESSION] }, "validation_failed");
    if (!(await sessionOfRoundtablesConvention(tx, id, session.id))) {
      throw AppError.badRequest(OTHER_CONVENTION, { sessionId: [OTHER_CONVENTION] }, "validation_failed");
    }
    const room = chooseRoom(await listSessionRooms(tx, session.id), session, id, input.roomId);

    const wasPlaced = roundtable.programStatus === "placed";
    if (wasPlaced && roundtable.sessionId === session.id && roundtable.roomId === room.id) return undefined;

    // Into another session, its seated members are checked for seats elsewhere in the new one
    // and freed in the old one.
    const changesSession = roundtable.sessionId !== session.id;
    const joinedIds = changesSession ? await listJoinedUserIds(tx, id) : [];
    if (changesSession) {
      const clashes = await findSeatClashes(tx, { sessionId: session.id, userIds: joinedIds, exceptRoundtableId: id });
      if (clashes.length > 0) {
        throw AppError.conflict(`"${roundtable.title}" can't go into "${session.name}": ${describeClashes(clashes)}`, "placement_clash");
      }
    }

    await writePlacement(tx, id, {
      programStatus: "placed",
      sessionId: session.id,
      roomId: room.id,
      scheduledDate: session.startsAt,
      programNote: null,
    });
    const start = describeStart(new Date(session.startsAt), timeZone, await readCurrentDays(tx));
    const freed = changesSession ? { sessionId: roundtable.sessionId, userIds: joinedIds } : undefined;
    const kind = wasPlaced ? "program_moved" : "program_placed";
    await recordAudit(tx, {
      actorId: staff.id,
      action: wasPlaced ? "program.moved" : "program.placed",
      roundtableId: id,
      details: { sessionId: session.id, roomId: room.id, ...(wasPlaced && { fromSessionId: roundtable.sessionId, fromRoomId: roundtable.roomId }) },
    });
    const message = wasPlaced ? movedMessage(roundtable.title, start, room.name) : `"${roundtable.title}" is on the program: ${start}, ${room.name}.`;
    const recipients = await notifyProgramChange(tx, roundtable, kind, () => message);
    return {
      recipients,
      freed,
      invites: await placedInvites(tx, id),
      mailFor: () => ({
        roundtableId: id,
        subject: wasPlaced ? `"${roundtable.title}" moved` : `"${roundtable.title}" is on the program`,
        lines: [
          wasPlaced
            ? `The roundtable "${roundtable.title}" moved to a new time or room.`
            : `The roundtable "${roundtable.title}" is on the convention program.`,
          "",
          `When: ${start} (${timeZone})`,
          `Where: ${room.name}`,
          `Session: ${session.name}`,
          "",
          ADD_TO_CALENDAR_LINE,
        ],
      }),
    };
  });
}

/** DELETE /api/staff/roundtables/{id}/placement: off the program, a proposal again. */
export function unplaceRoundtable(ctx: StaffContext, staff: Staff, id: number): Promise<Roundtable> {
  return commitChange(ctx, staff, id, async (tx) => {
    const roundtable = await lockForStaff(tx, id);
    await checkRoundtableOpen(tx, ctx.clock, id);
    if (roundtable.programStatus !== "placed") throw AppError.conflict(`"${roundtable.title}" is not on the program`, "not_placed");
    const freed = await seatsLeaving(tx, roundtable);
    await writeOffProgram(tx, id, { programStatus: "proposed", programNote: null });
    await recordAudit(tx, { actorId: staff.id, action: "program.unplaced", roundtableId: id, details: { fromSessionId: roundtable.sessionId } });
    const message = `"${roundtable.title}" was taken off the program; it is a proposal again.`;
    const recipients = await notifyProgramChange(tx, roundtable, "program_removed", () => message);
    return {
      recipients,
      freed,
      invites: await cancelledInvites(tx, id),
      mailFor: () => ({
        roundtableId: id,
        subject: `"${roundtable.title}" was taken off the program`,
        lines: [`The roundtable "${roundtable.title}" was taken off the convention program; it is a proposal again.`, "Remove it from your calendar if you added it."],
      }),
    };
  });
}

/** POST /api/staff/roundtables/{id}/not-selected: with a note for the organizer. */
export function markNotSelected(ctx: StaffContext, staff: Staff, id: number, input: NotSelectedRequest): Promise<Roundtable> {
  return commitChange(ctx, staff, id, async (tx) => {
    const roundtable = await lockForStaff(tx, id);
    const wasPlaced = roundtable.programStatus === "placed";
    const freed = await seatsLeaving(tx, roundtable);
    await writeOffProgram(tx, id, { programStatus: "not_selected", programNote: input.note });
    await recordAudit(tx, { actorId: staff.id, action: "program.not_selected", roundtableId: id, note: input.note });
    // The note is for the organizer only.
    const recipients = await notifyProgramChange(tx, roundtable, "program_not_selected", (isOrganizer) =>
      isOrganizer
        ? `"${roundtable.title}" was not selected for the program. Note from the staff: ${input.note}`
        : `"${roundtable.title}" was not selected for the program.`,
    );
    return {
      recipients,
      freed,
      invites: wasPlaced ? await cancelledInvites(tx, id) : undefined,
      mailFor: (recipient) => ({
        roundtableId: id,
        subject: `"${roundtable.title}" was not selected for the program`,
        lines: [
          `The roundtable "${roundtable.title}" was not selected for the convention program.`,
          ...(recipient.userId === roundtable.organizerId ? ["", `Note from the staff: ${input.note}`] : []),
          ...(wasPlaced ? ["Remove it from your calendar if you added it."] : []),
        ],
      }),
    };
  });
}

/**
 * DELETE /api/staff/roundtables/{id}/not-selected: undoes a "not selected", so a decision made by
 * mistake costs nothing. The proposal is back for review without its note; its people hear of it
 * in the bell only (no mail: nothing changed in their calendar).
 */
export function restoreProposal(ctx: StaffContext, staff: Staff, id: number): Promise<Roundtable> {
  return commitChange(ctx, staff, id, async (tx) => {
    const roundtable = await lockForStaff(tx, id);
    if (roundtable.programStatus !== "not_selected") throw AppError.conflict(`"${roundtable.title}" is not marked not selected`, "not_marked_not_selected");
    await writeOffProgram(tx, id, { programStatus: "proposed", programNote: null });
    await recordAudit(tx, { actorId: staff.id, action: "program.reselected", roundtableId: id });
    const message = `"${roundtable.title}" is a proposal again: the staff are reviewing it once more.`;
    await notifyProgramChange(tx, roundtable, "program_removed", () => message);
    return undefined;
  });
}
