import type { FieldErrors, Resolver } from "react-hook-form";
import type { Convention } from "@shared/types";
import { updateConventionSchema, type UpdateConventionRequest } from "@shared/validators/conventions";
import { daysBetween, shiftDay, wallClock, zonedInstant } from "@shared/zoned-time";

/** The convention form's values: plain days, and the call's closing time as the city's wall clock. */
export type ConventionFormValues = {
  name: string;
  city: string;
  startDate: string;
  endDate: string;
  timeZone: string;
  /** "2027-02-01T23:59" in the convention's zone, or "" for open until the convention is over. */
  proposalsClose: string;
};

export function formValuesOf(convention: Convention): ConventionFormValues {
  const close = convention.proposalsCloseAt ? wallClock(convention.proposalsCloseAt, convention.timeZone) : null;
  return {
    name: convention.name,
    city: convention.city,
    startDate: convention.startDate,
    endDate: convention.endDate,
    timeZone: convention.timeZone,
    proposalsClose: close ? `${close.day}T${close.time}` : "",
  };
}

/**
 * The next convention's first guess from the last one: the year in its name moved on, and its days
 * 52 weeks later, so a Sunday-to-Wednesday convention stays one. Staff change what differs.
 */
export function nextConventionValues(last: Convention): ConventionFormValues {
  const year = Number(last.startDate.slice(0, 4));
  const name = last.name.includes(String(year)) ? last.name.replace(String(year), String(year + 1)) : `${year + 1} ${last.name}`;
  return { ...formValuesOf(last), name, startDate: shiftDay(last.startDate, 364), endDate: shiftDay(last.endDate, 364), proposalsClose: "" };
}

export function requestOf(values: ConventionFormValues): UpdateConventionRequest {
  const [day, time] = values.proposalsClose.split("T");
  let proposalsCloseAt: string | null = null;
  if (day && time) {
    try {
      proposalsCloseAt = zonedInstant(day, time, values.timeZone.trim()).toISOString();
    } catch {
      // An unknown time zone: its own field says so.
    }
  }
  return { name: values.name, city: values.city, startDate: values.startDate, endDate: values.endDate, timeZone: values.timeZone, proposalsCloseAt };
}

/** Days the sessions move when copied: from the last convention's first day to the new one's. */
export const copyShift = (from: Pick<Convention, "startDate">, toStartDate: string) => daysBetween(from.startDate, toStartDate);

const FIELD_OF: Record<string, keyof ConventionFormValues> = { proposalsCloseAt: "proposalsClose" };

/** The shared validator, with its messages, checks the form: the server runs the same one. */
export const conventionResolver: Resolver<ConventionFormValues> = async (values) => {
  const parsed = updateConventionSchema.safeParse(requestOf(values));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<ConventionFormValues> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? "name");
    const field = FIELD_OF[key] ?? (key as keyof ConventionFormValues);
    errors[field] ??= { type: "validate", message: issue.message };
  }
  return { values: {}, errors };
};
