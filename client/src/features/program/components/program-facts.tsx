import { CalendarClock, DoorOpen } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { formatSessionDay, formatTimeRange } from "../format";
import type { ProgramPlacement, SessionRef } from "../types";
import { useConventionTimeZone, useNeedsYear } from "./use-time-zone";

/** Where a roundtable stands with the staff, as its card and details name it. */
export function programStatusLabel(roundtable: Pick<ProgramPlacement, "programStatus" | "isOrganizer">): string {
  if (roundtable.programStatus === "placed") return "On the program";
  // The organizer hears it was not selected (with the staff's note); anyone else only that it is
  // not on the program, so it never reads as a proposal still waiting for the staff.
  if (roundtable.programStatus === "not_selected") return roundtable.isOrganizer ? "Not selected" : "Not on the program";
  return "Proposal";
}

/** "Sunday, March 29 · 9:00 – 10:30 AM CDT" in the convention's time zone. */
export function SessionTime({ session }: { session: SessionRef }) {
  const timeZone = useConventionTimeZone();
  const needsYear = useNeedsYear();
  return (
    <>
      {formatSessionDay(session.startsAt, timeZone, needsYear(session.startsAt))} · {formatTimeRange(session.startsAt, session.endsAt, timeZone)}
    </>
  );
}

/** The program block of a roundtable card: day, time and room once placed; otherwise its status. */
export function ProgramFacts({ roundtable }: { roundtable: ProgramPlacement }) {
  const label = programStatusLabel(roundtable);
  if (roundtable.programStatus === "placed" && roundtable.session) {
    return (
      <div className="mt-3 rounded-lg border border-success/20 bg-success-soft/60 px-3 py-2 text-sm" data-testid="program-facts">
        <Badge variant="success">{label}</Badge>
        <p className="mt-1.5 flex items-start gap-1.5 text-ink">
          <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          <span>
            <SessionTime session={roundtable.session} />
          </span>
        </p>
        {roundtable.room && (
          <p className="mt-0.5 flex items-center gap-1.5 text-ink">
            <DoorOpen aria-hidden="true" className="size-4 shrink-0 text-success" />
            <span>
              <span className="sr-only">Room: </span>
              {roundtable.room.name}
            </span>
          </p>
        )}
      </div>
    );
  }
  if (label === "Not on the program") {
    return (
      <p className="mt-3 flex flex-wrap items-center gap-2 text-xs text-ink-muted" data-testid="program-facts">
        <Badge variant="neutral">{label}</Badge>
      </p>
    );
  }
  if (label === "Not selected") {
    return (
      <div className="mt-3 rounded-lg border border-warning/20 bg-warning-soft/60 px-3 py-2 text-sm" data-testid="program-facts">
        <Badge variant="warning">{label}</Badge>
        {roundtable.programNote && <p className="mt-1.5 text-ink-soft">“{roundtable.programNote}”</p>}
      </div>
    );
  }
  return (
    <p className="mt-3 flex flex-wrap items-center gap-2 text-xs text-ink-muted" data-testid="program-facts">
      <Badge variant="outline">{label}</Badge>
      Not scheduled yet
    </p>
  );
}
