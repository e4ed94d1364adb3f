/**
 * "Open seats now" (docs/product.md, "The day at the table"): the current convention's roundtables
 * under way with a seat open, with session, room and seats, kept current by the live seat events.
 * A member walks over, shows their pass and is seated. The lead places it on /agenda too.
 */
import { DoorOpen } from "lucide-react";
import { Link } from "wouter";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatTimeRange, useConventionTimeZone } from "@/features/program";
import { useOpenNow } from "../api/open-now";

export function OpenSeatsNow({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { data, isLoading, error } = useOpenNow();
  const timeZone = useConventionTimeZone();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const items = data?.items ?? [];
  return (
    <section aria-labelledby="open-seats-heading">
      <Card className="p-4 sm:p-5">
        <Heading id="open-seats-heading" className="flex items-center gap-2 font-serif text-xl font-semibold text-ink">
          <DoorOpen aria-hidden="true" className="size-5 text-cardinal" />
          Open seats now
        </Heading>
        <p className="mt-1 text-sm text-ink-muted">Roundtables under way with a free seat: walk in and show your pass to the organizer.</p>
        {isLoading ? (
          <div role="status" className="mt-3 space-y-2">
            <span className="sr-only">Loading...</span>
            <Skeleton className="h-12 w-full" />
          </div>
        ) : error ? (
          <p className="mt-3 text-sm text-ink-muted">Open seats could not be loaded just now.</p>
        ) : items.length === 0 ? (
          <p className="mt-3 text-sm text-ink-muted">No roundtable under way has a free seat right now.</p>
        ) : (
          <ul className="mt-3 divide-y divide-line">
            {items.map((item) => (
              <li key={item.roundtable.id} className="flex items-center justify-between gap-3 py-2.5">
                <div className="min-w-0">
                  <Link href={`/roundtables/${item.roundtable.id}`} className="block truncate font-medium text-ink underline-offset-4 hover:text-cardinal hover:underline">
                    {item.roundtable.title}
                  </Link>
                  <p className="text-xs text-ink-muted">
                    {item.room.name} · {item.session.name}, {formatTimeRange(item.session.startsAt, item.session.endsAt, timeZone)}
                  </p>
                </div>
                <span className="shrink-0 rounded-full bg-success-soft px-2.5 py-1 text-xs font-semibold text-success">
                  {item.seatsOpen === 1 ? "1 seat" : `${item.seatsOpen} seats`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
