/**
 * An organizer's change (edit, delete, add or remove a participant, seat the line) begins by
 * locking the roundtable's row, then its session's: the order every seat change takes, so no two
 * changes deadlock and a member can't be seated twice in one session.
 */
import type { DbOrTx } from "../db/client";
import { AppError } from "../lib/app-error";
import { lockSession } from "../program";
import { lockRoundtable } from "./roundtable.storage";

export const ROUNDTABLE_NOT_FOUND = "Roundtable not found";

/** The refusal of an organizer's change to anyone else; `action` says which. */
export const notTheOrganizer = (action: string) => AppError.forbidden(`Only the organizer can ${action} this roundtable`);

/** The roundtable, locked, once the viewer is known to organize it; `action` words the refusal. */
export async function lockOwned(tx: DbOrTx, id: number, viewerId: number, action: string) {
  const roundtable = await lockRoundtable(tx, id);
  if (!roundtable) throw AppError.notFound(ROUNDTABLE_NOT_FOUND);
  if (roundtable.organizerId !== viewerId) throw notTheOrganizer(action);
  return roundtable;
}

/** A roundtable on the program holds its session's lock while seats change (placement takes the same lock). */
export async function lockSessionOf(tx: DbOrTx, roundtable: { sessionId: number | null }) {
  if (roundtable.sessionId !== null) await lockSession(tx, roundtable.sessionId);
}
