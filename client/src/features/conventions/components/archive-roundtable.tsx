import { ChevronDown, ChevronUp } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "wouter";
import type { Roundtable } from "@shared/types";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useParticipants } from "@/features/roundtables";
import { roundtablePath } from "@/lib/roundtable-path";
import { fullName } from "@/lib/utils";

/** A past roundtable: its title, organizer, and who sat at it (as each member's privacy allows). */
export function ArchiveRoundtable({ roundtable }: { roundtable: Roundtable }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const headingId = `archive-${roundtable.id}-title`;
  return (
    <Card role="article" aria-labelledby={headingId} className="flex h-full min-w-0 flex-col p-5">
      <p className="text-xs font-medium uppercase tracking-wide text-ink-muted">{roundtable.category}</p>
      <h3 id={headingId} className="mt-1 font-serif text-lg font-semibold leading-snug text-ink">
        <Link href={roundtablePath(roundtable.id)} className="break-words hover:text-cardinal hover:underline">
          {roundtable.title}
        </Link>
      </h3>
      <p className="mt-1 line-clamp-2 text-sm text-ink-soft">{roundtable.description}</p>
      <p className="mt-3 text-sm text-ink">
        Organized by <span className="font-medium">{fullName(roundtable.organizer)}</span>
        {roundtable.organizer.chapter && <span className="text-ink-muted"> · {roundtable.organizer.chapter}</span>}
      </p>
      <div className="mt-auto pt-3">
        <Button size="sm" variant="ghost" className="-ml-3" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((value) => !value)}>
          {open ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
          At the table ({roundtable.participantCount})
        </Button>
        {open && <Tablemates id={listId} roundtableId={roundtable.id} />}
      </div>
    </Card>
  );
}

function Tablemates({ id, roundtableId }: { id: string; roundtableId: number }) {
  const participants = useParticipants(roundtableId);
  if (participants.isLoading) {
    return (
      <div id={id} className="mt-2 space-y-1.5" aria-busy="true">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-4 w-32" />
      </div>
    );
  }
  const seated = (participants.data ?? []).filter((participant) => participant.status === "joined");
  if (participants.error || seated.length === 0) {
    return (
      <p id={id} className="mt-2 text-sm text-ink-muted">
        {participants.error ? "Who sat here could not be loaded." : "Nobody else sat at this roundtable."}
      </p>
    );
  }
  return (
    <ul id={id} className="mt-2 space-y-1 text-sm">
      {seated.map((participant) => (
        <li key={participant.id} className="break-words text-ink-soft">
          {fullName(participant.user)}
          {participant.user.chapter && <span className="text-ink-muted"> · {participant.user.chapter}</span>}
        </li>
      ))}
    </ul>
  );
}
