import type { Convention, ProgramSession } from "@shared/types";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { shiftDay, wallClock } from "@shared/zoned-time";
import { formatPlainDay, formatWallTime } from "@/lib/zoned-time";
import { copyShift } from "./convention-form";

export type CopiedSession = { name: string; day: string; start: string; end: string; rooms: string[] };

/** The sessions the copy will make: each moved to the new days, at the same local times, same rooms. */
export function copiedSessions(sessions: ProgramSession[], from: Convention, toStartDate: string): CopiedSession[] {
  const shift = copyShift(from, toStartDate);
  return sessions.map((session) => {
    const start = wallClock(session.startsAt, from.timeZone);
    const end = wallClock(session.endsAt, from.timeZone);
    return { name: session.name, day: shiftDay(start.day, shift), start: start.time, end: end.time, rooms: session.rooms.map((room) => room.name) };
  });
}

type CopyPreviewProps = { from: Convention; sessions: ProgramSession[] | undefined; toStartDate: string; toTimeZone: string };

/** What the new convention starts with, before anything is saved. */
export function CopyPreview({ from, sessions, toStartDate, toTimeZone }: CopyPreviewProps) {
  const validStart = /^\d{4}-\d{2}-\d{2}$/.test(toStartDate);
  return (
    <section aria-labelledby="copy-preview-heading" className="rounded-lg border border-dashed border-cardinal/40 bg-cardinal-soft/40 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="accent">Preview</Badge>
        <h3 id="copy-preview-heading" className="font-serif text-base font-semibold text-ink">
          Sessions and rooms copied from the {from.name}
        </h3>
      </div>
      <p className="mt-1 text-sm text-ink-muted">
        Moved to the new days at the same local times ({toTimeZone || from.timeZone}). Nothing is saved until you create the convention.
      </p>
      {sessions === undefined ? (
        <div className="mt-3 space-y-2" data-testid="copy-preview-skeleton">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      ) : sessions.length === 0 ? (
        <p className="mt-3 text-sm text-ink-soft">The {from.name} has no sessions: the new convention starts with an empty program.</p>
      ) : !validStart ? (
        <p className="mt-3 text-sm text-ink-soft">Choose the first day to see the sessions on their new days.</p>
      ) : (
        <ul className="mt-3 divide-y divide-line rounded-md border border-line bg-white">
          {copiedSessions(sessions, from, toStartDate).map((session) => (
            <li key={`${session.day}-${session.start}-${session.name}`} className="flex flex-col gap-0.5 px-3 py-2 text-sm sm:flex-row sm:items-baseline sm:gap-3">
              <span className="font-medium text-ink sm:w-56 sm:shrink-0">{formatPlainDay(session.day, { weekday: "short", month: "short" })}</span>
              <span className="text-ink-soft sm:w-40 sm:shrink-0">
                {formatWallTime(session.start)} – {formatWallTime(session.end)}
              </span>
              <span className="min-w-0 break-words text-ink">
                {session.name} <span className="text-ink-muted">· {session.rooms.length === 1 ? "1 room" : `${session.rooms.length} rooms`}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
