/**
 * What the answer schemas are built from: the tables' rows (drizzle-zod), the pieces several
 * answers share, and `exactly`, which holds each answer to its type in shared/types.ts.
 */
import { createSelectSchema } from "drizzle-zod";
import { z } from "zod";
import { chapters, notifications, participations, programRooms, programSessions, roundtables, users } from "@shared/schema";

/** True when A and B accept the same values (each is assignable to the other). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Returns the schema; the compiler refuses it when what it parses is not exactly T. */
export function exactly<T>() {
  return <S extends z.ZodType>(schema: S, ..._mismatch: Same<z.output<S>, T> extends true ? [] : [never]): S => schema;
}

/** Times travel as ISO 8601 text. */
export const isoTime = z.iso.datetime({ offset: true });

export const chapterRow = createSelectSchema(chapters);
export const userRow = createSelectSchema(users);
export const roundtableRow = createSelectSchema(roundtables);
export const participationRow = createSelectSchema(participations);
export const notificationRow = createSelectSchema(notifications, { readAt: isoTime.nullable(), createdAt: isoTime }).omit({ actorId: true });
const sessionRow = createSelectSchema(programSessions, { startsAt: isoTime, endsAt: isoTime });
const roomRow = createSelectSchema(programRooms);

export const chapterOfMember = {
  chapter: chapterRow.shape.name.nullable(),
  chapterRegion: chapterRow.shape.region.nullable(),
  chapterColor: chapterRow.shape.color.nullable(),
};

// Not named components: zod-to-openapi drops `.nullable()` around a reference, and a roundtable's session and room may be null.
export const sessionSummarySchema = sessionRow.pick({ id: true, name: true, startsAt: true, endsAt: true });
export const roomSummarySchema = roomRow.pick({ id: true, name: true });
