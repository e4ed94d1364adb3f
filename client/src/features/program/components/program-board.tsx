import { DoorOpen, Users } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { roundtablePath } from "@/lib/roundtable-path";
import { isFull, seatsLeft } from "@/lib/seats";
import { useSeatsClosedReason } from "@/lib/convention";
import { cn, fullName } from "@/lib/utils";
import type { ProgramRoundtable } from "../api/get-program";
import { dayKey, formatSessionDay, formatTimeRange } from "../format";
import type { ProgramSession, SessionRef } from "../types";
import { useConventionTimeZone, useNeedsYear } from "./use-time-zone";

type SessionGroup = { session: SessionRef; rooms: number | null; roundtables: ProgramRoundtable[] };
type DayGroup = { key: string; startsAt: string; sessions: SessionGroup[] };

/** Placed roundtables by day, then session (in time order), then room. */
export function groupProgram(roundtables: ProgramRoundtable[], sessions: ProgramSession[], timeZone: string): DayGroup[] {
  const bySession = new Map<number, SessionGroup>();
  for (const roundtable of roundtables) {
    if (!roundtable.session) continue;
    const known = sessions.find((session) => session.id === roundtable.session?.id);
    const group = bySession.get(roundtable.session.id) ?? { session: roundtable.session, rooms: known ? known.rooms.length : null, roundtables: [] };
    group.roundtables.push(roundtable);
    bySession.set(roundtable.session.id, group);
  }
  const days = new Map<string, DayGroup>();
  const ordered = [...bySession.values()].sort((a, b) => a.session.startsAt.localeCompare(b.session.startsAt) || a.session.id - b.session.id);
  for (const group of ordered) {
    group.roundtables.sort((a, b) => (a.room?.name ?? "").localeCompare(b.room?.name ?? "", undefined, { numeric: true }));
    const key = dayKey(group.session.startsAt, timeZone);
    const day = days.get(key) ?? { key, startsAt: group.session.startsAt, sessions: [] };
    day.sessions.push(group);
    days.set(key, day);
  }
  return [...days.values()];
}

type ProgramBoardProps = {
  roundtables: ProgramRoundtable[];
  sessions: ProgramSession[];
  /** Absent on a past convention's page: it is read, not joined. */
  onJoin?: (roundtable: ProgramRoundtable) => void;
  joiningId?: number;
  /** The zone of the convention shown (a past one's may differ from the current one's). */
  timeZone?: string;
  /** 3 where the board sits under a section's h2 (a past convention's page): days h3, sessions h4. */
  headingLevel?: 2 | 3;
};

export function ProgramBoard({ roundtables, sessions, onJoin, joiningId, timeZone: zone, headingLevel = 2 }: ProgramBoardProps) {
  const DayHeading = headingLevel === 2 ? "h2" : "h3";
  const currentZone = useConventionTimeZone();
  const timeZone = zone ?? currentZone;
  const needsYear = useNeedsYear();
  const days = groupProgram(roundtables, sessions, timeZone);
  return (
    <div className="space-y-10">
      {days.length > 1 && (
        <nav aria-label="Days" className="flex flex-wrap gap-2">
          {days.map((day) => (
            <a key={day.key} href={`#day-${day.key}`} className="rounded-full border border-line bg-white px-3 py-1 text-sm text-ink-soft hover:bg-paper-muted hover:text-ink">
              {formatSessionDay(day.startsAt, timeZone, needsYear(day.startsAt, timeZone))}
            </a>
          ))}
        </nav>
      )}
      {days.map((day) => (
        <section key={day.key} id={`day-${day.key}`} aria-labelledby={`day-${day.key}-heading`} className="scroll-mt-24">
          <DayHeading id={`day-${day.key}-heading`} className="font-serif text-2xl font-semibold text-ink">
            {formatSessionDay(day.startsAt, timeZone, needsYear(day.startsAt, timeZone))}
          </DayHeading>
          <div className="mt-4 space-y-6">
            {day.sessions.map((group) => (
              <SessionBlock key={group.session.id} group={group} timeZone={timeZone} onJoin={onJoin} joiningId={joiningId} nested={headingLevel === 3} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function SessionBlock({ group, timeZone, onJoin, joiningId, nested }: { group: SessionGroup; timeZone: string; nested: boolean } & Pick<ProgramBoardProps, "onJoin" | "joiningId">) {
  const headingId = `session-${group.session.id}-heading`;
  const Heading = nested ? "h4" : "h3";
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <Heading id={headingId} className="font-serif text-lg font-semibold text-ink">
            {group.session.name}
          </Heading>
          <p className="text-sm text-ink-muted">
            {formatTimeRange(group.session.startsAt, group.session.endsAt, timeZone)}
            {group.rooms !== null && ` · ${group.roundtables.length} of ${group.rooms} rooms`}
          </p>
        </div>
        <ul className="mt-3 space-y-2">
          {group.roundtables.map((roundtable) => (
            <ProgramRow key={roundtable.id} roundtable={roundtable} onJoin={onJoin} joining={joiningId === roundtable.id} />
          ))}
        </ul>
      </section>
    </Card>
  );
}

function seatsLeftText(roundtable: ProgramRoundtable): string {
  const left = seatsLeft(roundtable);
  if (left === 0) return "Full";
  return left === 1 ? "1 seat left" : `${left} seats left`;
}

function ProgramRow({ roundtable, onJoin, joining }: { roundtable: ProgramRoundtable; onJoin?: (roundtable: ProgramRoundtable) => void; joining: boolean }) {
  const mine = roundtable.isOrganizer || roundtable.isJoined;
  const full = isFull(roundtable);
  return (
    <li
      aria-label={roundtable.title}
      className={cn(
        "flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center sm:gap-4",
        mine ? "border-cardinal/40 bg-cardinal-soft/50" : "border-line bg-white",
      )}
    >
      <p className="flex shrink-0 items-center gap-1.5 text-sm font-medium text-ink sm:w-40">
        <DoorOpen aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
        <span className="sr-only">Room: </span>
        <span className="min-w-0">{roundtable.room?.name}</span>
      </p>
      <div className="min-w-0 flex-1">
        {/* Opens the roundtable's page: its description, organizer and match reasons, before joining. */}
        <Link href={roundtablePath(roundtable.id)} className="break-words font-serif text-base font-semibold leading-snug text-ink hover:text-cardinal hover:underline">
          {roundtable.title}
        </Link>
        <p className="mt-0.5 text-xs text-ink-muted">
          {fullName(roundtable.organizer)}
          {(roundtable.coOrganizers ?? []).length > 0 && ` with ${roundtable.coOrganizers.map(fullName).join(" and ")}`}
          {roundtable.organizer.chapter && ` · ${roundtable.organizer.chapter}`} · {roundtable.category}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:justify-end">
        <span className="inline-flex items-center gap-1 text-sm text-ink-soft">
          <Users aria-hidden="true" className="size-4" />
          {seatsLeftText(roundtable)}
        </span>
        <RowAction roundtable={roundtable} full={full} onJoin={onJoin} joining={joining} />
      </div>
    </li>
  );
}

function RowAction({ roundtable, full, onJoin, joining }: { roundtable: ProgramRoundtable; full: boolean; onJoin?: (roundtable: ProgramRoundtable) => void; joining: boolean }) {
  const closed = useSeatsClosedReason(roundtable);
  if (roundtable.isOrganizer) return <Badge variant="accent">You organize this</Badge>;
  if (roundtable.isCoOrganizer) return <Badge variant="accent">You co-organize this</Badge>;
  if (roundtable.isJoined) return <Badge variant="accent">Your seat</Badge>;
  if (roundtable.isWaitlisted) return <Badge variant="warning">Waitlist</Badge>;
  // Started, over, or an earlier convention's (the archive): no Join the server would refuse.
  if (closed || !onJoin) return null;
  return (
    <Button size="sm" onClick={() => onJoin(roundtable)} disabled={joining}>
      {joining ? "Joining..." : full ? "Join Waitlist" : "Join Roundtable"}
    </Button>
  );
}

export function ProgramBoardSkeleton() {
  return (
    <div role="status" aria-label="Loading the program" className="space-y-6">
      <Skeleton className="h-8 w-56" />
      {Array.from({ length: 2 }, (_, index) => (
        <Card key={index} className="space-y-3 p-5" data-testid="program-skeleton">
          <Skeleton className="h-6 w-48" />
          {Array.from({ length: 3 }, (_, row) => (
            <Skeleton key={row} className="h-14 w-full" />
          ))}
        </Card>
      ))}
    </div>
  );
}
