/**
 * What the server would refuse because of the date, asked before offering it (docs/product.md,
 * "Conventions"): nothing is proposed, joined or left at a convention that is over, nothing is
 * proposed after the call closes, and a placed roundtable is not joined or left once its session
 * has started. The words are the server's own 409 messages.
 */
import { conventionOverMessage, proposalsClosedMessage, ROUNDTABLE_STARTED_MESSAGE } from "@shared/constants";
import type { Convention, Roundtable } from "@shared/types";
import { conventionStanding } from "./convention-standing";

type Current = Pick<Convention, "id" | "name" | "startDate" | "endDate" | "timeZone" | "proposalsCloseAt">;

/** Said of a placed roundtable whose session is over (joining or leaving closed at its start). */
export const ROUNDTABLE_ENDED_TEXT = "This roundtable has ended.";

/** Said of a roundtable from an earlier convention, whose name the item does not carry. */
export const PAST_CONVENTION_TEXT = "This roundtable belongs to an earlier convention.";

export function isOver(convention: Current, moment: Date): boolean {
  return conventionStanding(convention, moment).phase === "over";
}

/** "February 1, 2027": the day the call closed, in the convention's zone. */
export function formatClosingDay(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone }).format(new Date(iso));
}

/** Why a new roundtable can't be proposed now, or null while the call is open. */
export function proposalsClosedReason(convention: Current | undefined, moment: Date): string | null {
  if (!convention) return null;
  if (isOver(convention, moment)) return conventionOverMessage(convention.name);
  if (convention.proposalsCloseAt && Date.parse(convention.proposalsCloseAt) <= moment.getTime()) {
    return proposalsClosedMessage(convention.name, formatClosingDay(convention.proposalsCloseAt, convention.timeZone));
  }
  return null;
}

type Seatable = Pick<Roundtable, "conventionId" | "programStatus" | "session">;

/** Why members can no longer join or leave this roundtable, or null while they can. */
export function seatsClosedReason(roundtable: Seatable, convention: Current | undefined, moment: Date): string | null {
  if (!convention) return null;
  if (roundtable.conventionId !== convention.id) return PAST_CONVENTION_TEXT;
  if (isOver(convention, moment)) return conventionOverMessage(convention.name);
  if (roundtable.programStatus === "placed" && roundtable.session && Date.parse(roundtable.session.startsAt) <= moment.getTime()) {
    // The server's rule is the start; once the session is over, "has ended" is what the member needs to read.
    return Date.parse(roundtable.session.endsAt) <= moment.getTime() ? ROUNDTABLE_ENDED_TEXT : ROUNDTABLE_STARTED_MESSAGE;
  }
  return null;
}

/**
 * Why the organizer can no longer edit or delete this roundtable (its convention is over, or it is
 * an earlier convention's), or null while they can. A started session doesn't stop either.
 */
export function changesClosedReason(roundtable: Pick<Roundtable, "conventionId">, convention: Current | undefined, moment: Date): string | null {
  if (!convention) return null;
  if (roundtable.conventionId !== convention.id) return PAST_CONVENTION_TEXT;
  return isOver(convention, moment) ? conventionOverMessage(convention.name) : null;
}
