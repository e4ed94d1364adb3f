/** The program's shapes, as the shared API types declare them. */
import type { ProgramRoomSummary, ProgramSession, ProgramSessionSummary, Roundtable } from "@shared/types";

export type { ProgramSession };
export type SessionRef = ProgramSessionSummary;
export type RoomRef = ProgramRoomSummary;

/** The program fields of a roundtable item (a structural subset, so props stay narrow). */
export type ProgramPlacement = Pick<Roundtable, "programStatus" | "session" | "room" | "preferredSession" | "programNote" | "isOrganizer">;
