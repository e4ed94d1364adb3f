/**
 * Loads the convention's roundtable sessions and rooms from a CSV file (session, starts_at,
 * ends_at, rooms; local times in the convention's time zone, rooms separated by ";") with the
 * chapter seed's rules: one transaction, matched by session name in any letter case, a bad row
 * stops the load with its line number and leaves the database as it was, and a second run of the
 * same file changes nothing. Sessions and rooms missing from the file are removed, except those
 * that hold roundtables: the load then stops and says which. A session given new times takes its
 * roundtables with it, and their people are told (session-moves.ts).
 */
import fs from "node:fs/promises";
import { parse } from "csv-parse/sync";
import type { Db } from "../db/client";
import { hasControlCharacter } from "@shared/validators/fields";
import { localTimeToInstant } from "@shared/zoned-time";
import { moveSessionRoundtables, type RoundtableMoveNotice } from "./session-moves";
import {
  countSessions,
  deleteRoom,
  deleteSession,
  existingSessions,
  insertRoom,
  insertSession,
  updateRoom,
  updateSession,
  type ExistingRoom,
  type ExistingSession,
} from "./session-seed.storage";

export class ProgramSeedError extends Error {}

export type SessionSeedRow = { line: number; name: string; startsAt: Date; endsAt: Date; rooms: string[] };
export type ProgramSeedResult = {
  sessionsAdded: number;
  sessionsUpdated: number;
  sessionsRemoved: number;
  sessionsUnchanged: number;
  roomsAdded: number;
  roomsRemoved: number;
  /** Placed roundtables whose session got new times. */
  roundtablesMoved: number;
  /** Their people's e-mails, enqueued in the load; mailRoundtableMoves sends them once it has committed. */
  moves: RoundtableMoveNotice[];
};

const NAME_MAX = 100;

export function parseSessionCsv(text: string, timeZone: string, fileName = "sessions.csv"): SessionSeedRow[] {
  let records: string[][];
  try {
    records = parse(text, { skip_empty_lines: true, trim: true, relax_column_count: true, bom: true });
  } catch (error) {
    throw new ProgramSeedError(`${fileName}: not a readable CSV file (${(error as Error).message})`);
  }
  const [header, ...rows] = records;
  const columns = (header ?? []).map((cell) => cell.toLowerCase());
  const at = (name: string) => columns.indexOf(name);
  if (["session", "starts_at", "ends_at", "rooms"].some((name) => at(name) < 0)) {
    throw new ProgramSeedError(`${fileName}, line 1: the header must name the columns session, starts_at, ends_at and rooms`);
  }
  // csv-parse drops blank lines, so find each record's own line for the error message.
  const lineNumbers = text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .flatMap((line, index) => (line.trim() === "" ? [] : [index + 1]))
    .slice(1);
  const seen = new Set<string>();
  return rows.map((cells, index) => {
    const line = lineNumbers[index] ?? index + 2;
    const where = `${fileName}, line ${line}`;
    const cell = (name: string) => (cells[at(name)] ?? "").trim();
    const name = cell("session");
    if (!name) throw new ProgramSeedError(`${where}: the session name is empty`);
    if (name.length > NAME_MAX) throw new ProgramSeedError(`${where}: the session name is longer than ${NAME_MAX} characters`);
    if (hasControlCharacter(name)) throw new ProgramSeedError(`${where}: the session name must be on one line, without control characters`);
    if (seen.has(name.toLowerCase())) throw new ProgramSeedError(`${where}: the session "${name}" appears twice in the file`);
    seen.add(name.toLowerCase());
    const time = (column: "starts_at" | "ends_at") => {
      const value = cell(column);
      const instant = localTimeToInstant(value, timeZone);
      if (!instant) {
        throw new ProgramSeedError(`${where}: ${column} "${value}" is not a time like 2026-03-29 14:00 (${timeZone})`);
      }
      return instant;
    };
    const startsAt = time("starts_at");
    const endsAt = time("ends_at");
    if (endsAt <= startsAt) throw new ProgramSeedError(`${where}: the session "${name}" ends before it starts`);
    const rooms = cell("rooms")
      .split(";")
      .map((room) => room.trim())
      .filter((room) => room.length > 0);
    if (rooms.length === 0) throw new ProgramSeedError(`${where}: the session "${name}" has no rooms (separate them with ";")`);
    const roomNames = new Set<string>();
    for (const room of rooms) {
      if (room.length > NAME_MAX) throw new ProgramSeedError(`${where}: the room name "${room}" is longer than ${NAME_MAX} characters`);
      if (hasControlCharacter(room)) throw new ProgramSeedError(`${where}: the room name "${JSON.stringify(room).slice(1, -1)}" must be on one line, without control characters`);
      if (roomNames.has(room.toLowerCase())) throw new ProgramSeedError(`${where}: the room "${room}" appears twice in the session "${name}"`);
      roomNames.add(room.toLowerCase());
    }
    return { line, name, startsAt, endsAt, rooms };
  });
}

const roomsOf = (session: ExistingSession): ExistingRoom[] =>
  typeof session.rooms === "string" ? (JSON.parse(session.rooms) as ExistingRoom[]) : session.rooms;

export async function seedSessions(
  db: Db,
  rows: SessionSeedRow[],
  { timeZone, fileName = "sessions.csv" }: { timeZone: string; fileName?: string },
): Promise<ProgramSeedResult> {
  return db.transaction(async (tx) => {
    const result: ProgramSeedResult = {
      sessionsAdded: 0,
      sessionsUpdated: 0,
      sessionsRemoved: 0,
      sessionsUnchanged: 0,
      roomsAdded: 0,
      roomsRemoved: 0,
      roundtablesMoved: 0,
      moves: [],
    };
    const existing = new Map((await existingSessions(tx)).map((session) => [session.name.toLowerCase(), session]));

    // Sessions the file no longer names go first, unless a roundtable is placed in them.
    const named = new Set(rows.map((row) => row.name.toLowerCase()));
    for (const [key, session] of existing) {
      if (named.has(key)) continue;
      const held = roomsOf(session).filter((room) => room.holder !== null);
      if (held.length > 0) {
        throw new ProgramSeedError(
          `${fileName}: the session "${session.name}" is missing from the file but holds ${held.map((room) => `"${room.holder}" (${room.name})`).join(", ")}; keep the session in the file, or move those roundtables first`,
        );
      }
      await deleteSession(tx, session.id);
      result.sessionsRemoved += 1;
      result.roomsRemoved += roomsOf(session).length;
    }

    for (const row of rows) {
      const where = `${fileName}, line ${row.line}`;
      const current = existing.get(row.name.toLowerCase());
      let sessionId: number;
      let changed = false;
      if (!current) {
        sessionId = await insertSession(tx, row);
        result.sessionsAdded += 1;
      } else {
        sessionId = current.id;
        const startMoved = new Date(current.starts_at).getTime() !== row.startsAt.getTime();
        const retimed = startMoved || new Date(current.ends_at).getTime() !== row.endsAt.getTime();
        if (retimed || current.name !== row.name) {
          await updateSession(tx, sessionId, row);
          changed = true;
        }
        if (retimed) {
          const moves = await moveSessionRoundtables(tx, { id: sessionId, name: row.name, startsAt: row.startsAt, endsAt: row.endsAt, startMoved }, timeZone);
          result.roundtablesMoved += moves.length;
          result.moves.push(...moves);
        }
      }

      const rooms = current ? roomsOf(current) : [];
      const wanted = new Map(row.rooms.map((name, position) => [name.toLowerCase(), { name, position }]));
      for (const room of rooms) {
        if (wanted.has(room.name.toLowerCase())) continue;
        if (room.holder !== null) {
          throw new ProgramSeedError(
            `${where}: the room "${room.name}" of the session "${row.name}" holds the roundtable "${room.holder}"; keep the room in the file, or move the roundtable first`,
          );
        }
        await deleteRoom(tx, room.id);
        result.roomsRemoved += 1;
        changed = true;
      }
      const byName = new Map(rooms.map((room) => [room.name.toLowerCase(), room]));
      for (const [key, room] of wanted) {
        const before = byName.get(key);
        if (!before) {
          await insertRoom(tx, sessionId, room);
          result.roomsAdded += 1;
          changed = true;
        } else if (before.name !== room.name || before.position !== room.position) {
          await updateRoom(tx, before.id, room);
          changed = true;
        }
      }
      if (current) {
        if (changed) result.sessionsUpdated += 1;
        else result.sessionsUnchanged += 1;
      }
    }
    return result;
  });
}

export async function seedSessionsFromFile(db: Db, file: string, timeZone: string): Promise<ProgramSeedResult> {
  let text: string;
  try {
    text = await fs.readFile(file, "utf8");
  } catch {
    throw new ProgramSeedError(`Cannot read the sessions file ${file}`);
  }
  return seedSessions(db, parseSessionCsv(text, timeZone, file), { timeZone, fileName: file });
}

/** On first start the database gets the default sessions; later starts leave the program alone. */
export async function seedSessionsIfEmpty(db: Db, file: string, timeZone: string): Promise<ProgramSeedResult | undefined> {
  if ((await countSessions(db)) > 0) return undefined;
  return seedSessionsFromFile(db, file, timeZone);
}
