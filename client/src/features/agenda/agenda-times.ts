/**
 * The agenda's days and its "Now" and "Next" (docs/product.md, "The convention pass"), from the
 * app's clock, in the convention's time zone.
 */
import type { AgendaItem, Convention } from "@shared/types";
import { wallClock } from "@shared/zoned-time";

export type AgendaDay = { key: string; items: AgendaItem[] };

/** Placed items by their day in the convention's zone (in the server's time order); unplaced ones last, under "unscheduled". */
export function groupByDay(items: readonly AgendaItem[], timeZone: string): AgendaDay[] {
  const days: AgendaDay[] = [];
  for (const item of items) {
    const key = item.session ? wallClock(item.session.startsAt, timeZone).day : "unscheduled";
    const last = days.at(-1);
    if (last?.key === key) last.items.push(item);
    else days.push({ key, items: [item] });
  }
  return days;
}

/** Whether the convention is under way at `moment`: one of its own days in its zone. */
export function isUnderWay(convention: Pick<Convention, "startDate" | "endDate" | "timeZone">, moment: Date): boolean {
  const today = wallClock(moment.toISOString(), convention.timeZone).day;
  return today >= convention.startDate && today <= convention.endDate;
}

/**
 * What the member is at now (its session has started and not ended) and what comes next (the
 * soonest start still ahead; several when they start together). A place in line is not a seat:
 * waitlisted items are in neither.
 */
export function nowAndNext(items: readonly AgendaItem[], moment: Date): { now: AgendaItem[]; next: AgendaItem[] } {
  const at = moment.getTime();
  const seated = items.filter((item) => item.session && item.status !== "waitlisted");
  const now = seated.filter((item) => Date.parse(item.session!.startsAt) <= at && at < Date.parse(item.session!.endsAt));
  const ahead = seated.filter((item) => Date.parse(item.session!.startsAt) > at);
  const soonest = Math.min(...ahead.map((item) => Date.parse(item.session!.startsAt)));
  return { now, next: ahead.filter((item) => Date.parse(item.session!.startsAt) === soonest) };
}
