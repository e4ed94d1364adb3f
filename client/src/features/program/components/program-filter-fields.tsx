import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/input";
import { useProgramSessions } from "../api/get-sessions";
import { dayKey, formatShortDay } from "../format";
import { SessionOptions } from "./session-options";
import { useConventionTimeZone } from "./use-time-zone";

export type ProgramFilters = { programStatus: string; day: string; sessionId: string; sort: string };

export const EMPTY_PROGRAM_FILTERS: ProgramFilters = { programStatus: "all", day: "all", sessionId: "all", sort: "newest" };

type ProgramFilterFieldsProps = { filters: ProgramFilters; onChange: (change: Partial<ProgramFilters>) => void };

/**
 * Program status, day, session and sort, for a roundtable filter grid of 6 (lg) or 12 (xl)
 * columns. A chosen day narrows the sessions, the way a region narrows the chapters.
 */
export function ProgramFilterFields({ filters, onChange }: ProgramFilterFieldsProps) {
  const timeZone = useConventionTimeZone();
  const { data: sessions = [] } = useProgramSessions();
  const days = [...new Map(sessions.map((session) => [dayKey(session.startsAt, timeZone), session.startsAt])).entries()];
  const daySessions = filters.day === "all" ? sessions : sessions.filter((session) => dayKey(session.startsAt, timeZone) === filters.day);

  return (
    <>
      <FormField label="Program status" className="lg:col-span-2 xl:col-span-3">
        <NativeSelect value={filters.programStatus} onChange={(event) => onChange({ programStatus: event.target.value })}>
          <option value="all">Any status</option>
          <option value="placed">On the program</option>
          <option value="proposed">Proposals</option>
        </NativeSelect>
      </FormField>
      <FormField label="Day" className="lg:col-span-1 xl:col-span-2">
        <NativeSelect value={filters.day} onChange={(event) => onChange({ day: event.target.value, sessionId: "all" })}>
          <option value="all">All days</option>
          {days.map(([key, startsAt]) => (
            <option key={key} value={key}>
              {formatShortDay(startsAt, timeZone)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Session" className="lg:col-span-2 xl:col-span-5">
        <NativeSelect value={filters.sessionId} onChange={(event) => onChange({ sessionId: event.target.value })}>
          <option value="all">All sessions</option>
          <SessionOptions sessions={daySessions} />
        </NativeSelect>
      </FormField>
      <FormField label="Sort" className="lg:col-span-1 xl:col-span-2">
        <NativeSelect value={filters.sort} onChange={(event) => onChange({ sort: event.target.value })}>
          <option value="newest">Newest</option>
          <option value="time">By time</option>
          <option value="match">Best match</option>
        </NativeSelect>
      </FormField>
    </>
  );
}
