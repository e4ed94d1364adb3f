import { CalendarX } from "lucide-react";
import { EmptyState } from "@/components/layout/empty-state";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";
import { formatShortDay, formatTimeRange, useConventionTimeZone, type ProgramRoundtable, type ProgramSession } from "@/features/program";

type SessionGridProps = {
  sessions: ProgramSession[];
  placed: ProgramRoundtable[];
  isLoading: boolean;
  onMove: (roundtable: ProgramRoundtable) => void;
  onUnplace: (roundtable: ProgramRoundtable) => void;
  unplacingId?: number;
};

/** Every session as a row of its rooms: who sits where, and which rooms are still free. */
export function SessionGrid({ sessions, placed, isLoading, onMove, onUnplace, unplacingId }: SessionGridProps) {
  const timeZone = useConventionTimeZone();
  if (isLoading) {
    return (
      <div role="status" aria-label="Loading sessions" className="space-y-3">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-32 w-full" data-testid="session-skeleton" />
        ))}
      </div>
    );
  }
  if (sessions.length === 0) {
    return <EmptyState icon={<CalendarX />} title="No sessions yet" description="Load the convention's sessions and rooms with npm run db:seed-program." />;
  }
  const byRoom = new Map(placed.filter((item) => item.room).map((item) => [item.room!.id, item]));
  return (
    <div className="space-y-4">
      {sessions.map((session) => (
        <Card key={session.id} className="p-4">
          <section aria-labelledby={`grid-session-${session.id}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h3 id={`grid-session-${session.id}`} className="font-serif text-base font-semibold text-ink">
                {session.name}
              </h3>
              <p className="text-xs text-ink-muted">
                {formatShortDay(session.startsAt, timeZone)} · {formatTimeRange(session.startsAt, session.endsAt, timeZone)} · {session.freeRooms} of {session.rooms.length} free
              </p>
            </div>
            {session.rooms.some((room) => byRoom.has(room.id)) && (
              <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                {session.rooms.map((room) => {
                  const roundtable = byRoom.get(room.id);
                  if (!roundtable) return null;
                  return (
                    <li key={room.id} aria-label={`${room.name}: ${roundtable.title}`} className="rounded-lg border border-line bg-white p-3 text-sm">
                      <p className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{room.name}</p>
                      <p className="mt-1 font-medium text-ink">{roundtable.title}</p>
                      <p className="text-xs text-ink-muted">
                        {roundtable.participantCount}/{roundtable.maxParticipants} seated
                      </p>
                      <div className="mt-2 flex flex-wrap gap-2">
                        <Button size="sm" variant="secondary" onClick={() => onMove(roundtable)}>
                          Move
                        </Button>
                        <Button size="sm" variant="ghost" onClick={() => onUnplace(roundtable)} disabled={unplacingId === roundtable.id}>
                          {unplacingId === roundtable.id ? "Taking off..." : "Take off program"}
                        </Button>
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
            {/* Free rooms are only names: chips keep a session of six rooms short, on a phone too. */}
            {session.rooms.some((room) => !byRoom.has(room.id)) && (
              <div className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1.5">
                <span className="text-xs font-medium text-ink-muted">{session.freeRooms > 0 ? "Free rooms:" : "Rooms:"}</span>
                <ul className="flex flex-wrap gap-1.5">
                  {session.rooms
                    .filter((room) => !byRoom.has(room.id))
                    .map((room) => (
                      <li
                        key={room.id}
                        aria-label={`${room.name}: ${room.taken ? "Taken" : "Free"}`}
                        className={cn("rounded-full border px-2.5 py-0.5 text-xs", room.taken ? "border-line bg-paper-muted text-ink-muted" : "border-success/30 bg-success-soft text-success")}
                      >
                        {room.name}
                        {room.taken && " (taken)"}
                      </li>
                    ))}
                </ul>
              </div>
            )}
          </section>
        </Card>
      ))}
    </div>
  );
}
