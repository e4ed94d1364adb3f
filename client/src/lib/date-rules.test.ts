import { describe, expect, it } from "vitest";
import { buildConvention } from "@/testing/build-convention";
import { buildSession, sessionRef } from "@/testing/build-program";
import { buildRoundtable } from "@/testing/build-roundtable";
import { conventionStanding, standingText } from "./convention-standing";
import { changesClosedReason, PAST_CONVENTION_TEXT, ROUNDTABLE_ENDED_TEXT, proposalsClosedReason, seatsClosedReason } from "./date-rules";

const convention = buildConvention();
const at = (iso: string) => new Date(iso);

describe("where a convention stands", () => {
  it("when days remain, then it counts them in the convention's zone; during it, the day; after it, the next year", () => {
    // 2026-12-07 in New Orleans is 112 days before 2027-03-29.
    const next = buildConvention({ name: "2027 International English Convention", startDate: "2027-03-29", endDate: "2027-04-01" });
    expect(standingText(conventionStanding(next, at("2026-12-07T18:00:00Z")))).toBe("in 112 days");
    expect(standingText(conventionStanding(next, at("2027-03-28T18:00:00Z")))).toBe("tomorrow");
    expect(standingText(conventionStanding(convention, at("2026-03-30T15:00:00Z")))).toBe("under way (day 2 of 4)");
    // 11 p.m. on April 1 in New Orleans is April 2 in UTC: still the last day there.
    expect(conventionStanding(convention, at("2026-04-02T04:00:00Z"))).toEqual({ phase: "under_way", day: 4, days: 4 });
    expect(conventionStanding(convention, at("2026-11-28T12:00:00Z"))).toEqual({ phase: "over", nextYear: 2027 });
  });
});

describe("what the server would refuse", () => {
  it("when the call closed or the convention is over, then proposing is refused with the server's words", () => {
    const closing = buildConvention({ proposalsCloseAt: "2026-02-15T05:59:00.000Z" });
    expect(proposalsClosedReason(closing, at("2026-02-01T12:00:00Z"))).toBeNull();
    expect(proposalsClosedReason(closing, at("2026-03-01T12:00:00Z"))).toBe("Proposals for the 2026 International English Convention closed on February 14, 2026.");
    expect(proposalsClosedReason(convention, at("2026-11-28T12:00:00Z"))).toBe("The 2026 International English Convention is over.");
    expect(proposalsClosedReason(undefined, at("2026-11-28T12:00:00Z"))).toBeNull();
  });

  it("when a placed roundtable's session has started, the convention is over or it is an earlier convention's, then no join or leave", () => {
    const session = buildSession();
    const placed = buildRoundtable({ programStatus: "placed", session: sessionRef(session) });
    expect(seatsClosedReason(placed, convention, at("2026-03-29T13:59:00Z"))).toBeNull();
    expect(seatsClosedReason(placed, convention, at(session.startsAt))).toBe("This roundtable has already started.");
    expect(seatsClosedReason(placed, convention, at(session.endsAt))).toBe(ROUNDTABLE_ENDED_TEXT);
    expect(seatsClosedReason(buildRoundtable(), convention, at("2026-04-05T12:00:00Z"))).toBe("The 2026 International English Convention is over.");
    expect(seatsClosedReason(buildRoundtable({ conventionId: 7 }), convention, at("2026-03-01T12:00:00Z"))).toBe(PAST_CONVENTION_TEXT);
  });

  it("when the convention is over or the roundtable is an earlier convention's, then no edit or delete; a started session doesn't stop them", () => {
    const placed = buildRoundtable({ programStatus: "placed", session: sessionRef(buildSession()) });
    expect(changesClosedReason(placed, convention, at("2026-03-30T18:00:00Z"))).toBeNull();
    expect(changesClosedReason(placed, convention, at("2026-04-05T12:00:00Z"))).toBe("The 2026 International English Convention is over.");
    expect(changesClosedReason(buildRoundtable({ conventionId: 7 }), convention, at("2026-03-01T12:00:00Z"))).toBe(PAST_CONVENTION_TEXT);
    expect(changesClosedReason(placed, undefined, at("2026-04-05T12:00:00Z"))).toBeNull();
  });
});
