import { Clock, MapPin, Star, Users } from "lucide-react";
import { Link } from "wouter";
import type { AgendaItem } from "@shared/types";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { formatTimeRange } from "@/features/program";
import { roundtablePath } from "@/lib/roundtable-path";
import { fullName } from "@/lib/utils";

const STATUS: Record<AgendaItem["status"], { label: string; variant: BadgeProps["variant"] }> = {
  organizer: { label: "Organizer", variant: "accent" },
  co_organizer: { label: "Co-organizer", variant: "accent" },
  joined: { label: "Seated", variant: "success" },
  waitlisted: { label: "Waitlist", variant: "warning" },
};

/** "Waitlist · 2nd in line" for a place in line; the role otherwise. */
function statusText(item: AgendaItem): string {
  const { label } = STATUS[item.status];
  return item.status === "waitlisted" && item.waitlistPosition ? `${label} · #${item.waitlistPosition} in line` : label;
}

/** One roundtable on the agenda: when, where, what, who runs it and who sits there. */
export function AgendaItemCard({ item, timeZone, headingLevel = 3 }: { item: AgendaItem; timeZone: string; headingLevel?: 3 | 4 }) {
  const { roundtable, session, room } = item;
  const Heading = headingLevel === 3 ? "h3" : "h4";
  // The organizer is named on their own line; the tablemates are everyone else seated there.
  const tablemates = item.tablemates.filter((mate) => mate.id !== roundtable.organizerId);
  return (
    <article className="rounded-xl border border-line bg-paper-card p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft">
        {session ? (
          <span className="inline-flex items-center gap-1.5 font-medium text-ink">
            <Clock aria-hidden="true" className="size-4 text-cardinal" />
            {formatTimeRange(session.startsAt, session.endsAt, timeZone)}
          </span>
        ) : (
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" />
            Time to be announced
          </span>
        )}
        {session && <span>{session.name}</span>}
        {room && (
          <span className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4" />
            {room.name}
          </span>
        )}
      </div>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-2">
        <Heading className="min-w-0 font-serif text-lg font-semibold leading-snug text-ink">
          <Link href={roundtablePath(roundtable.id)} className="hover:text-cardinal hover:underline">
            {roundtable.title}
          </Link>
        </Heading>
        <Badge variant={STATUS[item.status].variant}>{statusText(item)}</Badge>
      </div>
      <p className="mt-1 text-sm text-ink-soft">
        {item.status === "organizer" ? "You organize this roundtable" : `Organized by ${fullName(roundtable.organizer)}`}
      </p>
      {tablemates.length > 0 && (
        <p className="mt-2 flex gap-1.5 text-sm text-ink-muted">
          <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="sr-only">Tablemates: </span>
            {tablemates.map((mate) => (mate.chapter ? `${fullName(mate)} (${mate.chapter})` : fullName(mate))).join(", ")}
          </span>
        </p>
      )}
      {item.feedbackDue && (
        // Asked here until they rate it, and once by the bell (docs/product.md, "Feedback").
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-cardinal/20 bg-cardinal-soft/60 px-3 py-2">
          <p className="text-sm text-ink">How was it? Your rating helps the organizers.</p>
          {/* The name starts with the words shown, and says which roundtable beside other cards' Rate it. */}
          <Link href={`${roundtablePath(roundtable.id)}#feedback`} aria-label={`Rate it: ${roundtable.title}`} className={buttonVariants({ size: "sm" })}>
            <Star aria-hidden="true" />
            Rate it
          </Link>
        </div>
      )}
    </article>
  );
}
