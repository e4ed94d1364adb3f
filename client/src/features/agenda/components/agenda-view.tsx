import { Archive, CalendarDays, Compass } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import type { Agenda, AgendaItem } from "@shared/types";
import { EmptyState } from "@/components/layout/empty-state";
import { buttonVariants } from "@/components/ui/button";
import { formatSessionDay } from "@/features/program";
import { now } from "@/lib/clock";
import { conventionStanding } from "@/lib/convention-standing";
import { groupByDay, isUnderWay, nowAndNext } from "../agenda-times";
import { AgendaItemCard } from "./agenda-item-card";

/** The app's clock, read again every minute, so "Now" and "Next" move on while the page stays open. */
function useMinute(): Date {
  const [moment, setMoment] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setMoment(now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return moment;
}

function NowNextColumn({ title, items, timeZone, empty }: { title: string; items: AgendaItem[]; timeZone: string; empty: string }) {
  return (
    <section aria-labelledby={`agenda-${title.toLowerCase()}`} className="min-w-0 space-y-3">
      <h2 id={`agenda-${title.toLowerCase()}`} className="text-sm font-semibold uppercase tracking-wide text-cardinal">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-white/60 px-4 py-5 text-sm text-ink-muted">{empty}</p>
      ) : (
        <ul className="space-y-3">
          {items.map((item) => (
            <li key={item.roundtable.id}>
              <AgendaItemCard item={item} timeZone={timeZone} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * My Convention (docs/product.md, "The convention pass"): "Now" and "Next" while the convention
 * is under way, then every roundtable of the member's by day, in time order, in the convention's zone.
 */
export function AgendaView({ agenda }: { agenda: Agenda }) {
  const moment = useMinute();
  const { convention, items } = agenda;
  const timeZone = convention.timeZone;
  const standing = conventionStanding(convention, moment);
  if (items.length === 0 && standing.phase === "over") {
    // Nothing left to join: say so, as the dashboard does, and point to the archive.
    return (
      <EmptyState
        headingLevel={2}
        icon={<CalendarDays aria-hidden="true" />}
        title={`The ${convention.name} is over`}
        description={`Staff are preparing the ${standing.nextYear} convention; your roundtables there will show here once you join them. Past conventions stay readable under Past Conventions.`}
        action={
          <Link href="/conventions" className={buttonVariants({ variant: "secondary" })}>
            <Archive aria-hidden="true" />
            Past Conventions
          </Link>
        }
      />
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        icon={<CalendarDays aria-hidden="true" />}
        title="Nothing on your agenda yet"
        description={`Join roundtables at the ${convention.name} and your seats, times and rooms will show here, day by day.`}
        action={
          <Link href="/browse" className={buttonVariants()}>
            <Compass aria-hidden="true" />
            Browse roundtables
          </Link>
        }
      />
    );
  }
  const underWay = isUnderWay(convention, moment);
  const { now: current, next } = nowAndNext(items, moment);
  return (
    <div className="space-y-10">
      {underWay && (current.length > 0 || next.length > 0) && (
        <div className="grid gap-6 rounded-2xl border border-cardinal/20 bg-cardinal-soft/60 p-4 sm:p-6 lg:grid-cols-2">
          <NowNextColumn title="Now" items={current} timeZone={timeZone} empty="Nothing right now." />
          <NowNextColumn title="Next" items={next} timeZone={timeZone} empty="Nothing more today or after." />
        </div>
      )}
      {groupByDay(items, timeZone).map((day) => (
        <section key={day.key} aria-labelledby={`agenda-day-${day.key}`} className="space-y-3">
          <h2 id={`agenda-day-${day.key}`} className="font-serif text-xl font-semibold text-ink">
            {day.key === "unscheduled" ? "Not on the program yet" : formatSessionDay(day.items[0]!.session!.startsAt, timeZone)}
          </h2>
          <ul className="space-y-3">
            {day.items.map((item) => (
              <li key={item.roundtable.id}>
                <AgendaItemCard item={item} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
