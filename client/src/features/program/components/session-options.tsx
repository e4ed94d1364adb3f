import { formatShortDay, formatTimeRange } from "../format";
import type { SessionRef } from "../types";
import { useConventionTimeZone } from "./use-time-zone";

/** "Sun, Mar 29 · Morning Roundtables (9:00 – 10:30 AM CDT)": a session in a select. */
export function sessionOptionLabel(session: SessionRef, timeZone: string): string {
  return `${formatShortDay(session.startsAt, timeZone)} · ${session.name} (${formatTimeRange(session.startsAt, session.endsAt, timeZone)})`;
}

/** The <option>s for sessions, after whatever first option the caller gives. */
export function SessionOptions({ sessions, disabledIds = [] }: { sessions: SessionRef[]; disabledIds?: number[] }) {
  const timeZone = useConventionTimeZone();
  return (
    <>
      {sessions.map((session) => (
        <option key={session.id} value={String(session.id)} disabled={disabledIds.includes(session.id)}>
          {sessionOptionLabel(session, timeZone)}
        </option>
      ))}
    </>
  );
}
