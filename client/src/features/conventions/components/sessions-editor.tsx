import { CalendarClock, Plus } from "lucide-react";
import { useState } from "react";
import type { Convention, ProgramSession } from "@shared/types";
import { EmptyState } from "@/components/layout/empty-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { wallClock } from "@shared/zoned-time";
import { formatPlainDay, formatWallTime } from "@/lib/zoned-time";
import { useConventionSessions } from "../api/get-convention-sessions";
import { RemoveSessionDialog } from "./remove-session-dialog";
import { SessionDialog } from "./session-dialog";

/** A convention's sessions and rooms, in time order: add, rename, move, change rooms, remove. */
export function SessionsEditor({ convention }: { convention: Convention }) {
  const sessions = useConventionSessions(convention.id);
  const [editing, setEditing] = useState<ProgramSession | undefined>(undefined);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ProgramSession | null>(null);
  const list = sessions.data ?? [];

  return (
    <section aria-labelledby="sessions-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="sessions-heading" className="font-serif text-xl font-semibold text-ink">
          Sessions and rooms {sessions.data && <span className="text-base font-normal text-ink-muted">({list.length})</span>}
        </h2>
        <Button size="sm" onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          Add Session
        </Button>
      </div>
      {sessions.isLoading ? (
        <div className="space-y-2" data-testid="sessions-skeleton">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-16" />
          ))}
        </div>
      ) : list.length === 0 ? (
        <EmptyState icon={<CalendarClock />} title="No sessions yet" description="Add the sessions of the program and the rooms of each; staff then place roundtables into them." />
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line bg-white">
          {list.map((session) => (
            <SessionRow key={session.id} session={session} timeZone={convention.timeZone} onEdit={() => setEditing(session)} onRemove={() => setRemoving(session)} />
          ))}
        </ul>
      )}
      <SessionDialog convention={convention} open={adding} onOpenChange={setAdding} />
      <SessionDialog convention={convention} session={editing} open={editing !== undefined} onOpenChange={(open) => !open && setEditing(undefined)} />
      <RemoveSessionDialog session={removing} onOpenChange={(open) => !open && setRemoving(null)} />
    </section>
  );
}

function SessionRow({ session, timeZone, onEdit, onRemove }: { session: ProgramSession; timeZone: string; onEdit: () => void; onRemove: () => void }) {
  const start = wallClock(session.startsAt, timeZone);
  const end = wallClock(session.endsAt, timeZone);
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="break-words font-medium text-ink">{session.name}</p>
        <p className="text-sm text-ink-muted">
          {formatPlainDay(start.day, { weekday: "short", month: "short" })} · {formatWallTime(start.time)} – {formatWallTime(end.time)}
        </p>
        <p className="mt-0.5 break-words text-sm text-ink-soft">{session.rooms.map((room) => room.name).join(" · ")}</p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${session.name}`}>
          Edit
        </Button>
        <Button size="sm" variant="ghost" onClick={onRemove} aria-label={`Remove ${session.name}`}>
          Remove
        </Button>
      </div>
    </li>
  );
}
