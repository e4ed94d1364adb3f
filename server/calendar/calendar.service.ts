/**
 * Calendars: one placed roundtable as an .ics file, and the member's personal feed at a secret
 * URL that calendar apps fetch without a session. The token is 32 random bytes (base64url); a
 * reset replaces it, so the old URL answers 404 from then on.
 */
import crypto from "node:crypto";
import type { AppContext } from "../context";
import type { AppConfig } from "../env";
import { AppError } from "../lib/app-error";
import { phaseOf, readCurrentDays, type CurrentDays } from "../convention";
import { findMemberCancellation, findPlacedEvent, findUserIdByCalendarToken, listMemberCancellations, listMemberEvents, storeCalendarToken, type CalendarEvent } from "./calendar.storage";
import { buildIcs } from "./ics";

const newToken = () => crypto.randomBytes(32).toString("base64url");
/** What a token looks like; anything else is not looked up. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

type CalendarContext = Pick<AppContext, "db" | "config">;

export function icsOptions(config: Pick<AppConfig, "publicUrl" | "convention">, name: string, currentDays: CurrentDays | undefined) {
  const { timeZone, name: conventionName, city } = config.convention;
  // The UID's domain must not change with the address a request came through.
  const uidDomain = config.publicUrl ? new URL(config.publicUrl).hostname : "english-convention.org";
  return { name, timeZone, uidDomain, conventionName, city, currentDays };
}

/** Built from the configured address only: a request's Host header is the client's to choose. */
const feedUrl = (config: AppConfig, token: string) => `${config.appUrl}/api/calendar/${token}.ics`;

/**
 * A placed roundtable's event; once taken off the program or deleted, the member who had it gets it
 * as cancelled until the convention is over (importing it removes it from their calendar).
 */
export async function roundtableIcs(
  { db, config, clock }: CalendarContext & Pick<AppContext, "clock">,
  roundtableId: number,
  viewerId: number,
): Promise<{ ics: string; fileName: string }> {
  let event: CalendarEvent | undefined = await findPlacedEvent(db, roundtableId);
  if (!event) {
    const cancelled = await findMemberCancellation(db, viewerId, roundtableId);
    if (cancelled && phaseOf(cancelled.conventionDays, clock.now()) !== "over") event = cancelled;
  }
  if (!event) throw AppError.notFound("This roundtable is not on the program yet", "not_on_program");
  return { ics: buildIcs([event], icsOptions(config, event.title, await readCurrentDays(db))), fileName: `roundtable-${roundtableId}.ics` };
}

/** The member's feed URL, made on first use. */
export async function memberFeed({ db, config }: CalendarContext, userId: number): Promise<{ url: string }> {
  const token = await storeCalendarToken(db, userId, newToken(), { onlyIfNone: true });
  return { url: feedUrl(config, token) };
}

export async function resetMemberFeed({ db, config }: CalendarContext, userId: number): Promise<{ url: string }> {
  const token = await storeCalendarToken(db, userId, newToken(), { onlyIfNone: false });
  return { url: feedUrl(config, token) };
}

/**
 * The member's placed roundtables, and the ones they had that were taken off the program or
 * deleted, as STATUS:CANCELLED until their convention is over (by the app's clock), so the
 * calendar app drops the event it holds (docs/product.md, "Calendars").
 */
export async function memberFeedIcs({ db, config, clock }: CalendarContext & Pick<AppContext, "clock">, token: string): Promise<string> {
  let member;
  try {
    member = TOKEN_PATTERN.test(token) ? await findUserIdByCalendarToken(db, token) : undefined;
  } catch (error) {
    // A failed query's error quotes its parameters: the token leaves the messages before the error is logged.
    for (let current = error as { message?: unknown; params?: unknown; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
      if (typeof current.message === "string") current.message = current.message.split(token).join("[redacted]");
      if (Array.isArray(current.params)) current.params = current.params.map((param) => (param === token ? "[redacted]" : param));
    }
    throw error;
  }
  if (!member) throw AppError.notFound("Calendar not found", "not_found");
  const now = clock.now();
  const [live, currentDays] = await Promise.all([listMemberEvents(db, member.id), readCurrentDays(db)]);
  const cancelled = (await listMemberCancellations(db, member.id)).filter((event) => phaseOf(event.conventionDays, now) !== "over");
  const events = [...live, ...cancelled].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id);
  return buildIcs(events, icsOptions(config, `${config.convention.name}: my roundtables`, currentDays));
}
