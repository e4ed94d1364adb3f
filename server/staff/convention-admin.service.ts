/**
 * Staff prepare the next convention (docs/product.md, "Conventions"): create it, from the last one's
 * program or empty; edit its name, city, days, time zone and the call's closing time; add, rename,
 * move and remove its sessions and rooms; make it current. Every act is one transaction with its
 * audit line. A session's new time moves its placed roundtables and tells their people.
 */
import type { Convention, ProgramSession } from "@shared/types";
import type { CreateConventionRequest, SessionBody, UpdateConventionRequest } from "@shared/validators/conventions";
import type { AppContext } from "../context";
import { conventionAnswer, findConventionRow, insertConvention, localDay, lockConventionRow, setCurrentConvention, updateConvention, type ConventionFields } from "../convention";
import type { DbOrTx } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { AppError } from "../lib/app-error";
import { recordAudit } from "../members";
import { listSessions, mailRoundtableMoves, moveSessionRoundtables, type RoundtableMoveNotice } from "../program";
import {
  deleteSession,
  insertSession,
  listRooms,
  listSessionsWithRooms,
  lockProgramSession,
  placedInSession,
  sessionNameTaken,
  updateSessionTimes,
  writeRooms,
} from "./convention-program.storage";
import { copyProgram } from "./program-copy";

export type ConventionAdminContext = Pick<AppContext, "db" | "config" | "logger" | "mailer" | "clock">;
type Actor = { id: number };

const CONVENTION_NOT_FOUND = "Convention not found";
const SESSION_NOT_FOUND = "Session not found";

function fieldsOf(body: UpdateConventionRequest): ConventionFields {
  return {
    name: body.name,
    city: body.city,
    startDate: body.startDate,
    endDate: body.endDate,
    timeZone: body.timeZone,
    proposalsCloseAt: body.proposalsCloseAt ? new Date(body.proposalsCloseAt) : null,
  };
}

export async function createConvention(ctx: ConventionAdminContext, actor: Actor, body: CreateConventionRequest): Promise<Convention> {
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertConvention(tx, fieldsOf(body));
    let sessionsCopied = 0;
    if (body.copyFrom) {
      const source = await findConventionRow(tx, body.copyFrom);
      if (!source) throw AppError.badRequest("copyFrom must name a convention", { copyFrom: ["copyFrom must name a convention"] }, "validation_failed");
      sessionsCopied = await copyProgram(tx, source, created);
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: "convention.created",
      conventionId: created.id,
      details: { name: created.name, copyFrom: body.copyFrom ?? null, sessionsCopied },
    });
    return created;
  });
  return conventionAnswer(row, ctx.clock.now());
}

export async function editConvention(ctx: ConventionAdminContext, actor: Actor, id: number, body: UpdateConventionRequest): Promise<Convention> {
  const row = await ctx.db.transaction(async (tx) => {
    const before = await lockConventionRow(tx, id);
    if (!before) throw AppError.notFound(CONVENTION_NOT_FOUND, "not_found");
    // Only new days or a new zone are checked: an edit of the name alone never trips over the program.
    const daysMove = before.startDate !== body.startDate || before.endDate !== body.endDate || before.timeZone !== body.timeZone;
    if (daysMove) await checkSessionsWithinNewDays(tx, id, body);
    const after = await updateConvention(tx, id, fieldsOf(body));
    const changed = (["name", "city", "startDate", "endDate", "timeZone"] as const).filter((key) => before[key] !== after[key]);
    if ((before.proposalsCloseAt?.getTime() ?? null) !== (after.proposalsCloseAt?.getTime() ?? null)) changed.push("proposalsCloseAt" as never);
    await recordAudit(tx, { actorId: actor.id, action: "convention.edited", conventionId: id, details: { changed } });
    return after;
  });
  return conventionAnswer(row, ctx.clock.now());
}

export async function makeConventionCurrent(ctx: ConventionAdminContext, actor: Actor, id: number): Promise<Convention> {
  const row = await ctx.db.transaction(async (tx) => {
    const target = await lockConventionRow(tx, id);
    if (!target) throw AppError.notFound(CONVENTION_NOT_FOUND, "not_found");
    await setCurrentConvention(tx, id);
    await recordAudit(tx, { actorId: actor.id, action: "convention.made_current", conventionId: id, details: { name: target.name } });
    return { ...target, isCurrent: true };
  });
  return conventionAnswer(row, ctx.clock.now());
}

/**
 * New days (or a new time zone) must still hold every session of the convention: one that would
 * fall outside is 409 naming it, and staff move or remove it first (docs/product.md, "Conventions").
 * The convention's row is locked, so no session is added meanwhile.
 */
async function checkSessionsWithinNewDays(tx: DbOrTx, conventionId: number, days: { startDate: string; endDate: string; timeZone: string }) {
  const outside = (await listSessionsWithRooms(tx, conventionId)).filter(
    (session) => localDay(session.startsAt, days.timeZone) < days.startDate || localDay(session.endsAt, days.timeZone) > days.endDate,
  );
  if (outside.length === 0) return;
  const names = outside.slice(0, 3).map((session) => `"${session.name}"`);
  const more = outside.length > 3 ? ` and ${outside.length - 3} more` : "";
  const subject = outside.length === 1 ? `The session ${names[0]}` : `The sessions ${names.join(", ")}${more}`;
  throw AppError.conflict(
    `${subject} would fall outside the new days (${days.startDate} to ${days.endDate}, ${days.timeZone}): move or remove ${outside.length === 1 ? "it" : "them"} first.`,
    "sessions_outside_days",
  );
}

/** A session must fall within its convention's days, read in the convention's time zone. */
function checkWithinDays(convention: { startDate: string; endDate: string; timeZone: string; name: string }, body: SessionBody) {
  const first = localDay(new Date(body.startsAt), convention.timeZone);
  const last = localDay(new Date(body.endsAt), convention.timeZone);
  if (first < convention.startDate || last > convention.endDate) {
    const message = `A session must be within the convention's days (${convention.startDate} to ${convention.endDate}, ${convention.timeZone})`;
    throw AppError.badRequest(message, { startsAt: [message] }, "validation_failed");
  }
}

async function checkNameFree(tx: DbOrTx, conventionId: number, name: string, exceptId: number | null) {
  if (await sessionNameTaken(tx, conventionId, name, exceptId)) {
    const message = `A session named "${name}" already exists`;
    throw AppError.badRequest(message, { name: [message] }, "validation_failed");
  }
}

async function sessionAnswer(db: DbOrTx, conventionId: number, sessionId: number): Promise<ProgramSession> {
  return (await listSessions(db, conventionId)).find((session) => session.id === sessionId)!;
}

export async function addSession(ctx: ConventionAdminContext, actor: Actor, conventionId: number, body: SessionBody): Promise<ProgramSession> {
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const convention = await lockConventionRow(tx, conventionId);
      if (!convention) throw AppError.notFound(CONVENTION_NOT_FOUND, "not_found");
      checkWithinDays(convention, body);
      await checkNameFree(tx, conventionId, body.name, null);
      const sessionId = await insertSession(tx, conventionId, { ...body, startsAt: new Date(body.startsAt), endsAt: new Date(body.endsAt) });
      await recordAudit(tx, { actorId: actor.id, action: "session.added", conventionId, details: { sessionId, name: body.name, rooms: body.rooms.length } });
      return sessionId;
    });
    return await sessionAnswer(ctx.db, conventionId, id);
  } catch (error) {
    throw nameClash(error, body.name);
  }
}

/** Two staff adding the same name at once: the unique index decides, with the same message. */
function nameClash(error: unknown, name: string): unknown {
  if (!isUniqueViolation(error)) return error;
  const message = `A session named "${name}" already exists`;
  return AppError.badRequest(message, { name: [message] }, "validation_failed");
}

export async function editSession(ctx: ConventionAdminContext, actor: Actor, sessionId: number, body: SessionBody): Promise<ProgramSession> {
  let conventionId = 0;
  let notices: RoundtableMoveNotice[] = [];
  try {
    await ctx.db.transaction(async (tx) => {
      const session = await lockProgramSession(tx, sessionId);
      if (!session) throw AppError.notFound(SESSION_NOT_FOUND, "not_found");
      conventionId = session.conventionId;
      const convention = (await lockConventionRow(tx, session.conventionId))!;
      checkWithinDays(convention, body);
      await checkNameFree(tx, session.conventionId, body.name, sessionId);
      const rooms = await listRooms(tx, sessionId);
      const held = rooms.slice(body.rooms.length).find((room) => room.holder !== null);
      if (held) throw AppError.conflict(`The room "${held.name}" holds the roundtable "${held.holder}": move it first.`, "room_in_use");
      const startsAt = new Date(body.startsAt);
      const endsAt = new Date(body.endsAt);
      const startMoved = startsAt.getTime() !== session.startsAt.getTime();
      const retimed = startMoved || endsAt.getTime() !== session.endsAt.getTime();
      await updateSessionTimes(tx, sessionId, { name: body.name, startsAt, endsAt });
      await writeRooms(tx, sessionId, rooms, body.rooms);
      if (retimed) {
        notices = await moveSessionRoundtables(tx, { id: sessionId, name: body.name, startsAt, endsAt, startMoved }, convention.timeZone);
      }
      await recordAudit(tx, {
        actorId: actor.id,
        action: "session.edited",
        conventionId: session.conventionId,
        details: { sessionId, name: body.name, retimed, roundtablesMoved: notices.length },
      });
    });
  } catch (error) {
    throw nameClash(error, body.name);
  }
  // The moved roundtables' mail was enqueued with the change; send it now it has committed.
  await mailRoundtableMoves(ctx, notices);
  return sessionAnswer(ctx.db, conventionId, sessionId);
}

export async function removeSession(ctx: ConventionAdminContext, actor: Actor, sessionId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const session = await lockProgramSession(tx, sessionId);
    if (!session) throw AppError.notFound(SESSION_NOT_FOUND, "not_found");
    const holder = await placedInSession(tx, sessionId);
    if (holder) throw AppError.conflict(`The session "${session.name}" holds the roundtable "${holder}": move it first.`, "session_in_use");
    await deleteSession(tx, sessionId);
    await recordAudit(tx, { actorId: actor.id, action: "session.removed", conventionId: session.conventionId, details: { sessionId, name: session.name } });
  });
}
