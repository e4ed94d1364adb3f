import type { AttendanceCounts } from "@shared/types";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * A placed roundtable's attendance on the Review list, once its check-in has opened
 * (docs/product.md, "Attendance"): checked in of seated, then walk-ins, seats from the waitlist
 * and no-shows, in one compact strip under the placement, so the proposal keeps its width beside
 * the sessions' grid.
 */
export function AttendanceSummary({ roundtableId, counts }: { roundtableId: number; counts: AttendanceCounts }) {
  const labelId = `attendance-${roundtableId}`;
  const extras = [
    plural(counts.walkIns, "walk-in", "walk-ins"),
    ...(counts.fromWaitlist > 0 ? [`${counts.fromWaitlist} from waitlist`] : []),
    plural(counts.noShows, "no-show", "no-shows"),
  ];
  return (
    <div role="group" aria-labelledby={labelId} className="mt-2 flex flex-wrap items-baseline gap-x-3 gap-y-0.5 rounded-md bg-paper-muted px-3 py-2 text-sm">
      <span id={labelId} className="text-xs font-semibold uppercase tracking-wide text-ink-muted">
        Attendance
      </span>
      <span className="whitespace-nowrap">
        <span className="font-serif text-base font-semibold tabular-nums text-ink">
          {counts.checkedIn} / {counts.seated}
        </span>{" "}
        <span className="text-ink-soft">checked in / seated</span>
      </span>
      <span className="text-ink-muted">{extras.join(" · ")}</span>
    </div>
  );
}
