import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { shiftLocal, upcomingConvention, wallClockInstant, writeUpcomingConvention } from "./upcoming-convention";

const weekday = (date: string) => new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
const chicagoClock = (instant: Date) =>
  new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "America/Chicago", timeZoneName: "short" }).format(instant);

describe("an upcoming convention for processes on the real clock", () => {
  const folders: string[] = [];
  afterEach(async () => {
    for (const folder of folders.splice(0)) await fs.rm(folder, { recursive: true, force: true });
  });

  it("moves the shipped convention by the fewest whole weeks that start it 60 days or more from today, named for its year", () => {
    const convention = upcomingConvention(new Date("2026-11-28T19:00:00Z"));
    expect(convention).toEqual({
      name: "2027 International English Convention",
      city: "New Orleans",
      startDate: "2027-01-31",
      endDate: "2027-02-03",
      timeZone: "America/Chicago",
      weeks: 44,
    });
    expect(weekday(convention.startDate)).toBe("Sunday");
    // One week less would start it 59 days from today: too soon.
    expect(shiftLocal("2026-03-29", 43)).toBe("2027-01-24");
  });

  it("leaves a convention far enough ahead where it is, and reads today in the convention's zone", () => {
    expect(upcomingConvention(new Date("2026-01-01T12:00:00Z"))).toMatchObject({ startDate: "2026-03-29", weeks: 0 });
    // 2026-01-29 05:00 UTC is still the 28th in New Orleans: the 29th of March is 60 days away, not 59.
    expect(upcomingConvention(new Date("2026-01-29T05:00:00Z"))).toMatchObject({ weeks: 0 });
    expect(upcomingConvention(new Date("2026-01-29T06:00:00Z"))).toMatchObject({ weeks: 1, startDate: "2026-04-05" });
  });

  it("writes the program with each session on the same weekday at the same local time, across a daylight-saving change", async () => {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), "ec-upcoming-"));
    folders.push(folder);
    // From September the convention moves into November, after the clocks go back.
    const { convention, env } = await writeUpcomingConvention(folder, { now: new Date("2026-09-01T12:00:00Z") });
    expect(convention.startDate).toBe("2026-11-01");
    expect(env).toEqual({
      CONVENTION_NAME: "2026 International English Convention",
      CONVENTION_CITY: "New Orleans",
      CONVENTION_START: "2026-11-01",
      CONVENTION_END: "2026-11-04",
      CONVENTION_TIMEZONE: "America/Chicago",
      PROGRAM_FILE: path.join(folder, "upcoming-program.csv"),
    });

    const [header, ...rows] = (await fs.readFile(env.PROGRAM_FILE, "utf8")).trim().split("\n");
    expect(header).toBe("session,starts_at,ends_at,rooms");
    expect(rows).toHaveLength(10);
    for (const row of rows) {
      const [name, startsAt, endsAt] = row.split(",") as [string, string, string];
      expect(name.split(" ")[0], row).toBe(weekday(startsAt.slice(0, 10)));
      expect(startsAt >= `${convention.startDate} 00:00` && endsAt <= `${convention.endDate} 23:59`, row).toBe(true);
    }
    const monday = rows.find((row) => row.startsWith("Monday Morning Roundtables,"));
    expect(monday).toMatch(/^Monday Morning Roundtables,2026-11-02 09:00,2026-11-02 10:15,Bayou Room A;/);
    // 9:00 in New Orleans: 14:00 UTC in March (CDT), 15:00 UTC in November (CST).
    expect(wallClockInstant("2026-03-30 09:00", "America/Chicago").toISOString()).toBe("2026-03-30T14:00:00.000Z");
    const moved = wallClockInstant(shiftLocal("2026-03-30 09:00", convention.weeks), "America/Chicago");
    expect(moved.toISOString()).toBe("2026-11-02T15:00:00.000Z");
    expect(chicagoClock(moved)).toBe("9:00 AM CST");
  });
});
