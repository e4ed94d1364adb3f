/**
 * The program's shapes as DECISIONS.md names them, from the schema rows. Kept narrow so any
 * roundtable item that carries the program fields fits.
 */
import type { ProgramStatus } from "@shared/constants";
import type { ProgramRoomRow, ProgramSessionRow } from "@shared/schema";

export type SessionRef = Pick<ProgramSessionRow, "id" | "name"> & { startsAt: string; endsAt: string };
export type RoomRef = Pick<ProgramRoomRow, "id" | "name">;

/** GET /api/program/sessions */
export type ProgramSession = SessionRef & { rooms: Array<RoomRef & { taken: boolean }>; freeRooms: number };

/** The program fields every roundtable item carries. */
export type ProgramPlacement = {
  programStatus: ProgramStatus;
  session: SessionRef | null;
  room: RoomRef | null;
  preferredSession?: SessionRef | null;
  /** The staff's note on a proposal not selected; the server sends it to the organizer only. */
  programNote?: string | null;
  isOrganizer: boolean;
};
