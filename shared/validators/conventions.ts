/**
 * Convention validators: a convention staff create or edit, a session of its program, and the
 * `conventionId` a list may name. Plain zod: the client bundles these too.
 */
import { z } from "zod";
import { CONVENTION_LIMITS } from "../constants";
import { bidiMessage, hasBidiControl, hasControlCharacter, hasVisibleText, oneLineMessage } from "./fields";
import { idFilter } from "./query";

function oneLineText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => value.length === 0 || hasVisibleText(value), `${label} is required`)
    .refine((value) => !hasBidiControl(value), bidiMessage(label))
    .refine((value) => !hasControlCharacter(value), oneLineMessage(label));
}

/** A calendar day as YYYY-MM-DD that exists (no February 30). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whether the runtime knows the IANA time zone (every browser and Node know the same list). */
export function isKnownTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
}

const dayField = (label: string) =>
  z.string({ error: `${label} must be a date like 2027-03-18` }).refine(isCalendarDay, `${label} must be a date like 2027-03-18`);

const timeZoneField = z
  .string({ error: "Time zone must be an IANA time zone like America/Chicago" })
  .trim()
  .refine(isKnownTimeZone, "Time zone must be an IANA time zone like America/Chicago");

/** An instant with its offset ("2027-03-01T23:59:00-06:00" or "...Z"). */
const instantField = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time with its offset` });

const conventionFields = {
  name: oneLineText("Name", CONVENTION_LIMITS.nameMax),
  city: oneLineText("City", CONVENTION_LIMITS.cityMax),
  startDate: dayField("First day"),
  endDate: dayField("Last day"),
  timeZone: timeZoneField,
  proposalsCloseAt: instantField("Proposals close").nullable().optional(),
};

const daysInOrder = <T extends { startDate: string; endDate: string }>(value: T) => value.endDate >= value.startDate;
const DAYS_ORDER_MESSAGE = { message: "The last day can't be before the first day", path: ["endDate"] };

/** POST /api/staff/conventions. `copyFrom` copies that convention's sessions and rooms to the new days. */
export const createConventionSchema = z
  .object({
    ...conventionFields,
    copyFrom: z.number({ error: "copyFrom must be a convention id" }).int("copyFrom must be a convention id").positive("copyFrom must be a convention id").nullable().optional(),
  })
  .strict()
  .refine(daysInOrder, DAYS_ORDER_MESSAGE);
export type CreateConventionRequest = z.infer<typeof createConventionSchema>;

/** PUT /api/staff/conventions/:id: the same fields, without copyFrom. */
export const updateConventionSchema = z.object(conventionFields).strict().refine(daysInOrder, DAYS_ORDER_MESSAGE);
export type UpdateConventionRequest = z.infer<typeof updateConventionSchema>;

const roomNameField = oneLineText("Room name", CONVENTION_LIMITS.roomNameMax);

/**
 * POST /api/staff/conventions/:id/sessions and PUT /api/staff/sessions/:id. Rooms are named in
 * order; on an edit a room keeps its place (and its roundtable) by position.
 */
export const sessionBodySchema = z
  .object({
    name: oneLineText("Session name", CONVENTION_LIMITS.sessionNameMax),
    startsAt: instantField("Start"),
    endsAt: instantField("End"),
    rooms: z
      .array(roomNameField, { error: "Rooms must be a list of room names" })
      .min(1, "A session needs at least one room")
      .max(CONVENTION_LIMITS.roomsMax, `A session has at most ${CONVENTION_LIMITS.roomsMax} rooms`)
      .refine((rooms) => new Set(rooms.map((room) => room.toLowerCase())).size === rooms.length, "Each room needs its own name"),
  })
  .strict()
  .refine((value) => Date.parse(value.endsAt) > Date.parse(value.startsAt), { message: "The end must be after the start", path: ["endsAt"] });
export type SessionBody = z.infer<typeof sessionBodySchema>;

/** `conventionId` on the lists: which convention to answer for (absent: the current one). */
export const conventionFilter = idFilter("conventionId must be a convention id");

export const conventionQuerySchema = z.object({ conventionId: conventionFilter });
