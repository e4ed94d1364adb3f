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
            <ul className="mt-3 grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
              {session.rooms.map((room) => {
                const roundtable = byRoom.get(room.id);
                return (
                  <li
                    key={room.id}
                    aria-label={`${room.name}: ${roundtable ? roundtable.title : "Free"}`}
                    className={cn("rounded-lg border p-3 text-sm", roundtable ? "border-line bg-white" : "border-dashed border-line bg-paper-muted/50")}
                  >
                    <p className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{room.name}</p>
                    {roundtable ? (
                      <>
                        <p className="mt-1 break-words font-medium text-ink">{roundtable.title}</p>
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
                      </>
                    ) : (
                      <p className="mt-1 text-ink-muted">{room.taken ? "Taken" : "Free"}</p>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        </Card>
      ))}
    </div>
  );
}
