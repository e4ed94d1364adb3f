/**
 * Who may change a roundtable, in one place (docs/product.md, "Co-organizers"): its organizer and
 * co-organizers manage it (edit, add and remove participants, seat the line, read the line); only
 * the organizer deletes it or hands it over. Every such change begins by locking the roundtable's
 * row, then its session's: the order every seat change takes, so no two changes deadlock and a
 * member can't be seated twice in one session.
 */
import type { DbOrTx } from "../db/client";
import { AppError } from "../lib/app-error";
import { lockSession } from "../program";
import { lockRoundtable } from "./roundtable.storage";

export const ROUNDTABLE_NOT_FOUND = "Roundtable not found";

/** A roundtable as the rule reads it: its organizer and its co-organizers. */
export type ManagedBy = { organizerId: number; coOrganizerIds: readonly number[] };

/** The one rule: the organizer or a co-organizer may manage the roundtable. */
export function mayManage(roundtable: ManagedBy, viewerId: number): boolean {
  return roundtable.organizerId === viewerId || roundtable.coOrganizerIds.includes(viewerId);
}

/** The refusal of an organizer-only change (delete, hand over) to anyone else; `action` says which. */
export const notTheOrganizer = (action: string) => AppError.forbidden(`Only the organizer can ${action} this roundtable`, "not_organizer");

/** The refusal of a managing change to anyone who neither organizes nor co-organizes it. */
export const notAManager = (action: string) =>
  AppError.forbidden(`Only the organizer or a co-organizer can ${action} this roundtable`, "not_roundtable_manager");

async function lockFound(tx: DbOrTx, id: number) {
  const roundtable = await lockRoundtable(tx, id);
  if (!roundtable) throw AppError.notFound(ROUNDTABLE_NOT_FOUND, "not_found");
  return roundtable;
}

/** The roundtable, locked, once the viewer is known to organize it: delete and hand over. */
export async function lockOwned(tx: DbOrTx, id: number, viewerId: number, action: string) {
  const roundtable = await lockFound(tx, id);
  if (roundtable.organizerId !== viewerId) throw notTheOrganizer(action);
  return roundtable;
}

/** The roundtable, locked, once the viewer is known to manage it (mayManage); `action` words the refusal. */
export async function lockManaged(tx: DbOrTx, id: number, viewerId: number, action: string) {
  const roundtable = await lockFound(tx, id);
  if (!mayManage(roundtable, viewerId)) throw notAManager(action);
  return roundtable;
}

/** A roundtable on the program holds its session's lock while seats change (placement takes the same lock). */
export async function lockSessionOf(tx: DbOrTx, roundtable: { sessionId: number | null }) {
  if (roundtable.sessionId !== null) await lockSession(tx, roundtable.sessionId);
}
