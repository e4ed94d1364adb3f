/**
 * The demo's conventions (docs/product.md, "Conventions", the demo): a busy society needs a current
 * convention members can still join. When the current one is over by the app's clock, the demo
 * prepares the next one as staff would: same city and time zone, the days moved by whole 52-week
 * years (364 days, so "Monday Morning" is still a Monday), the year in the name moved with them,
 * the program's sessions and rooms copied at the same local wall-clock times, and makes it
 * current. The convention that was current becomes the demo's past one.
 */
import type { ConventionRow } from "@shared/schema";
import { shiftDay } from "@shared/zoned-time";
import { findConventionRow, findCurrentConventionRow, insertConvention, localDay, phaseOf, setCurrentConvention } from "../convention";
import type { Db, DbOrTx } from "../db/client";
import type { Clock } from "../lib/clock";
import { recordAudit } from "../members";
import { copyProgram } from "../staff";
import { findConventionIdBefore } from "./demo.storage";

const WEEKS_OF_A_YEAR = 364;

export type DemoConventions = {
  current: ConventionRow;
  /** The convention that receives the demo's share of past roundtables; null when none exists before the current one. */
  past: ConventionRow | null;
  /** What the demo made: the sessions copied into the new current convention, or null when it kept the current one. */
  made: { sessionsCopied: number } | null;
};

/** The shift, in whole 52-week years, that puts the first day after `today`. */
export function weeksOfYearsAfter(startDate: string, today: string): number {
  let days = WEEKS_OF_A_YEAR;
  while (shiftDay(startDate, days) <= today) days += WEEKS_OF_A_YEAR;
  return days;
}

/** The name with the first day's year moved ("2026 International English Convention" → 2027); a name without it gets the new year. */
export function nextName(name: string, fromYear: string, toYear: string): string {
  return name.includes(fromYear) ? name.replaceAll(fromYear, toYear) : `${name} ${toYear}`;
}

/** The latest convention before `current` (by first day), if any. */
async function conventionBefore(db: DbOrTx, current: ConventionRow): Promise<ConventionRow | null> {
  const id = await findConventionIdBefore(db, current);
  if (id === undefined) return null;
  return (await findConventionRow(db, id)) ?? null;
}

/**
 * Keeps a current convention that is upcoming or under way (and takes the one before it as the
 * past one), or makes the next one current when it is over. A second demo run finds the one the
 * first made upcoming, so it makes nothing more.
 */
export async function prepareDemoConventions(db: Db, clock: Clock): Promise<DemoConventions> {
  return db.transaction(async (tx) => {
    const current = await findCurrentConventionRow(tx);
    if (!current) throw new Error("The database has no current convention.");
    const now = clock.now();
    if (phaseOf(current, now) !== "over") return { current, past: await conventionBefore(tx, current), made: null };
    const days = weeksOfYearsAfter(current.startDate, localDay(now, current.timeZone));
    const startDate = shiftDay(current.startDate, days);
    const next = await insertConvention(tx, {
      name: nextName(current.name, current.startDate.slice(0, 4), startDate.slice(0, 4)),
      city: current.city,
      startDate,
      endDate: shiftDay(current.endDate, days),
      timeZone: current.timeZone,
      proposalsCloseAt: null,
    });
    const sessionsCopied = await copyProgram(tx, current, next);
    await setCurrentConvention(tx, next.id);
    // Staff's own acts, written by the demo as a command-line script writes them: with no actor.
    await recordAudit(tx, { actorId: null, action: "convention.created", conventionId: next.id, details: { name: next.name, copyFrom: current.id, sessionsCopied } });
    await recordAudit(tx, { actorId: null, action: "convention.made_current", conventionId: next.id, details: { name: next.name } });
    return { current: { ...next, isCurrent: true }, past: { ...current, isCurrent: false }, made: { sessionsCopied } };
  });
}
