/**
 * Check-in at the table (docs/product.md, "The day at the table"): the organizer or a co-organizer
 * (roundtables' one rule, lockManaged) or staff tick seated members as here, take a tick
 * back, or check in anyone by their pass, a walk-in taking an open seat through the database's
 * seat function. Ticks and walk-ins are taken from 30 minutes before the session starts until it
 * ends, by the app's clock; the list can be read at any time.
 */
import type { AttendanceList } from "@shared/types";
import type { CheckInRequest } from "@shared/validators/attendance";
import type { AppContext } from "../context";
import type { DbOrTx } from "../db/client";
import { AppError } from "../lib/app-error";
import type { Passes } from "../pass";
import { lockManaged as lockManagedRoundtable, lockRoundtable } from "../roundtables";
import { clockTime, doorTimes } from "./door-rules";
import { findTableSession, listSeated, markCheckedIn, unmarkCheckedIn, walkIn, type TableSession } from "./attendance.storage";

export type Manager = { id: number; isStaff: boolean };

const NOT_FOUND = "Roundtable not found";

export function createAttendance(ctx: Pick<AppContext, "db" | "clock" | "config" | "conventions">, passes: Passes) {
  const releaseMinutes = ctx.config.doorReleaseMinutes;

  /** The roundtable, locked, once the caller may manage it: staff, or its organizer and co-organizers. */
  async function lockManaged(tx: DbOrTx, id: number, manager: Manager): Promise<PlacedTable> {
    if (manager.isStaff) {
      if (!(await lockRoundtable(tx, id))) throw AppError.notFound(NOT_FOUND, "not_found");
    } else {
      await lockManagedRoundtable(tx, id, manager.id, "check people in at");
    }
    const table = await findTableSession(tx, id);
    if (!table) throw AppError.notFound(NOT_FOUND, "not_found");
    if (!table.session) throw AppError.conflict("This roundtable is not on the program, so it has no check-in.", "not_placed");
    return table as PlacedTable;
  }

  /** 409 outside the window: before it opens (saying when, in the convention's time zone) or once the session has ended. */
  function checkWindow(table: PlacedTable, timeZone: string): void {
    const now = ctx.clock.now();
    const { opensAt, closesAt } = doorTimes(table.session, releaseMinutes);
    if (now < opensAt) {
      throw AppError.conflict(`Check-in opens 30 minutes before the session starts, at ${clockTime(opensAt, timeZone)}.`, "check_in_not_open");
    }
    if (now >= closesAt) throw AppError.conflict("This session has ended, so check-in is closed.", "check_in_closed");
  }

  async function answer(tx: DbOrTx, table: PlacedTable): Promise<AttendanceList> {
    const { opensAt, closesAt, releaseAt } = doorTimes(table.session, releaseMinutes);
    return {
      opensAt: opensAt.toISOString(),
      closesAt: closesAt.toISOString(),
      releaseAt: releaseAt.toISOString(),
      releasedAt: table.doorReleasedAt,
      items: await listSeated(tx, table.id),
    };
  }

  return {
    /** GET /api/roundtables/{id}/attendance */
    read(manager: Manager, id: number): Promise<AttendanceList> {
      return ctx.db.transaction(async (tx) => answer(tx, await lockManaged(tx, id, manager)));
    },

    /** POST /api/roundtables/{id}/attendance: a seated member by id; anyone by their pass (a walk-in takes an open seat). */
    async checkIn(sid: string | undefined, manager: Manager, id: number, request: CheckInRequest): Promise<{ list: AttendanceList; walkedIn: boolean }> {
      // Read before the transaction: inside it, only its own connection may be used.
      const readPass = await passes.reader(sid);
      const { timeZone } = await ctx.conventions.current(sid);
      return ctx.db.transaction(async (tx) => {
        const table = await lockManaged(tx, id, manager);
        checkWindow(table, timeZone);
        const passHolder = "token" in request ? readPass(request.token).userId : undefined;
        const now = ctx.clock.now();
        let walkedIn = false;
        if (passHolder === undefined) {
          const userId = (request as { userId: number }).userId;
          if (!(await markCheckedIn(tx, id, userId, now))) {
            throw AppError.conflict("This member has no seat at this roundtable: scan their pass to seat them as a walk-in.", "not_seated");
          }
        } else {
          walkedIn = refusedOrWalkedIn(await walkIn(tx, id, passHolder, now));
        }
        return { list: await answer(tx, table), walkedIn };
      });
    },

    /** DELETE /api/roundtables/{id}/attendance/{userId}: the tick taken back (the seat stays). */
    async undo(sid: string | undefined, manager: Manager, id: number, userId: number): Promise<AttendanceList> {
      const { timeZone } = await ctx.conventions.current(sid);
      return ctx.db.transaction(async (tx) => {
        const table = await lockManaged(tx, id, manager);
        checkWindow(table, timeZone);
        if (!(await unmarkCheckedIn(tx, id, userId))) throw AppError.notFound("This member has no seat at this roundtable.", "not_participating");
        return answer(tx, table);
      });
    },
  };
}

type PlacedTable = TableSession & { session: NonNullable<TableSession["session"]> };

/** Words the database's outcome of a pass at the door; true for a walk-in newly seated. */
function refusedOrWalkedIn(change: Awaited<ReturnType<typeof walkIn>>): boolean {
  switch (change.outcome) {
    case "not_found":
      throw AppError.notFound(NOT_FOUND, "not_found");
    case "no_member":
      throw AppError.conflict("This pass belongs to an account that is not an approved member.", "pass_not_member");
    case "audience":
      throw AppError.forbidden(
        change.audience === "advisors" ? "This roundtable is for advisors only; this member is a student." : "This roundtable is for students only; this member is an advisor.",
        "audience_mismatch",
      );
    case "full":
      throw AppError.conflict("This roundtable is full: no seat is open for a walk-in.", "roundtable_full");
    case "clash":
      throw AppError.conflict("This member has a seat at another roundtable in the same session; they must leave it first.", "session_clash");
    case "checked_in":
      return false;
    case "walked_in":
      return true;
  }
}
