import type { Convention } from "@shared/types";

/** The 2026 convention as the API answers it; override what the test is about. */
export function buildConvention(overrides: Partial<Convention> = {}): Convention {
  return {
    id: 1,
    name: "2026 International English Convention",
    city: "New Orleans",
    startDate: "2026-03-29",
    endDate: "2026-04-01",
    timeZone: "America/Chicago",
    proposalsCloseAt: null,
    isCurrent: true,
    phase: "upcoming",
    ...overrides,
  };
}

/** The moment component tests run at unless they set another: a month before the 2026 convention. */
export const TEST_NOW = "2026-03-01T18:00:00.000Z";
