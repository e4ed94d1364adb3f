import { buildConvention } from "./build-convention";
import type { ProgramSession, Roundtable } from "@shared/types";
import { buildRoundtable } from "./build-roundtable";

/** Morning of the first convention day: 9:00 to 10:30 in New Orleans (CDT, UTC-5). */
export function buildSession(overrides: Partial<ProgramSession> = {}): ProgramSession {
  return {
    id: 1,
    name: "Sunday Morning Roundtables",
    startsAt: "2026-03-29T14:00:00.000Z",
    endsAt: "2026-03-29T15:30:00.000Z",
    rooms: [
      { id: 11, name: "Bayou Room A", taken: true },
      { id: 12, name: "Bayou Room B", taken: false },
    ],
    freeRooms: 1,
    ...overrides,
  };
}

/** A session with no room left: its one room, the Garden Room, is taken. */
export function buildFullSession(overrides: Partial<ProgramSession> = {}): ProgramSession {
  return buildSession({ rooms: [{ id: 21, name: "Garden Room", taken: true }], freeRooms: 0, ...overrides });
}

export const sessionRef = ({ id, name, startsAt, endsAt }: ProgramSession) => ({ id, name, startsAt, endsAt });

/** Placed in `session`, in `room`. */
export function buildPlaced(session: ProgramSession, room: { id: number; name: string }, overrides: Partial<Roundtable> = {}) {
  return buildRoundtable({ programStatus: "placed", session: sessionRef(session), room, scheduledDate: session.startsAt, ...overrides });
}

export const convention = (timeZone = "America/Chicago") => buildConvention({ timeZone });
