/**
 * The one home of wall-clock time in a convention's zone (docs/product.md, "Conventions"), read by
 * the server (seeding, copying a program, notices) and the client (the Convention page's forms).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { daysBetween, formatLocal, localDay, localTimeToInstant, shiftDay, shiftToLocalTime, wallClock, zonedInstant } from "./zoned-time";

describe("wall-clock time in a zone", () => {
  it("when a local time is read on either side of a daylight-saving change, then the instant follows the zone's offset", () => {
    // Chicago moves its clocks forward on March 8, 2026 (UTC-6 to UTC-5).
    expect(zonedInstant("2026-03-07", "14:00", "America/Chicago").toISOString()).toBe("2026-03-07T20:00:00.000Z");
    expect(zonedInstant("2026-03-09", "14:00", "America/Chicago").toISOString()).toBe("2026-03-09T19:00:00.000Z");
    expect(wallClock("2026-03-09T19:00:00.000Z", "America/Chicago")).toEqual({ day: "2026-03-09", time: "14:00" });
    expect(wallClock(new Date("2027-03-18T00:00:00Z"), "Asia/Tokyo")).toEqual({ day: "2027-03-18", time: "09:00" });
    expect(formatLocal(new Date("2026-03-29T05:00:00Z"), "America/Chicago")).toBe("2026-03-29 00:00");
    expect(localDay(new Date("2026-03-29T04:30:00Z"), "America/Chicago")).toBe("2026-03-28");
  });

  it("when the day is read again and again, then each answer is the instant's own, across midnight and zones", () => {
    // The last answer per zone is kept for its minute: the next minute, or another zone, is read anew.
    expect(localDay(new Date("2026-03-29T04:59:59Z"), "America/Chicago")).toBe("2026-03-28");
    expect(localDay(new Date("2026-03-29T04:59:00Z"), "America/Chicago")).toBe("2026-03-28");
    expect(localDay(new Date("2026-03-29T05:00:00Z"), "America/Chicago")).toBe("2026-03-29");
    expect(localDay(new Date("2026-03-29T05:00:00Z"), "Asia/Tokyo")).toBe("2026-03-29");
    expect(localDay(new Date("2026-03-29T15:00:00Z"), "Asia/Tokyo")).toBe("2026-03-30");
    expect(localDay(new Date("2026-03-29T04:59:30Z"), "America/Chicago")).toBe("2026-03-28");
    // Kolkata's offset is half an hour: its midnight falls at 18:30 UTC.
    expect(localDay(new Date("2026-03-29T18:29:59Z"), "Asia/Kolkata")).toBe("2026-03-29");
    expect(localDay(new Date("2026-03-29T18:30:00Z"), "Asia/Kolkata")).toBe("2026-03-30");
  });

  it("when a typed local time doesn't exist or isn't one, then there is no instant", () => {
    expect(localTimeToInstant("2026-03-29 14:00", "America/Chicago")?.toISOString()).toBe("2026-03-29T19:00:00.000Z");
    expect(localTimeToInstant("2026-03-08 02:30", "America/Chicago")).toBeUndefined();
    expect(localTimeToInstant("2026-02-30 10:00", "America/Chicago")).toBeUndefined();
    expect(localTimeToInstant("March 29, 2 PM", "America/Chicago")).toBeUndefined();
  });

  it("when a program moves to other days, then each session keeps its local time, also into another zone", () => {
    expect(daysBetween("2026-03-29", "2027-03-18")).toBe(354);
    expect(shiftDay("2026-03-29", 354)).toBe("2027-03-18");
    // 2 PM on Saturday, March 7, 2026 in Chicago (standard time), a week on is after the change: still 2 PM.
    const saturday = new Date("2026-03-07T20:00:00Z");
    expect(shiftToLocalTime(saturday, "America/Chicago", 7, "America/Chicago").toISOString()).toBe("2026-03-14T19:00:00.000Z");
    expect(formatLocal(shiftToLocalTime(saturday, "America/Chicago", 371, "America/Denver"), "America/Denver")).toBe("2027-03-13 14:00");
  });

  it("when either side reads a zone's wall clock, then it comes from here: no copy of the Intl reading elsewhere", () => {
    const root = path.resolve(import.meta.dirname, "..");
    for (const file of ["server/convention/convention-time.ts", "client/src/lib/zoned-time.ts", "server/testing/upcoming-convention.ts", "server/demo/next-convention.ts"]) {
      const text = fs.readFileSync(path.join(root, file), "utf8");
      expect(text, file).not.toMatch(/formatToParts|at time zone|@date-fns\/tz/);
    }
    expect(fs.existsSync(path.join(root, "server/staff/shift-session.ts"))).toBe(false);
  });
});
