import { Archive } from "lucide-react";
import { Link } from "wouter";
import type { Convention } from "@shared/types";
import { EmptyState } from "@/components/layout/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { formatConventionDates } from "@/lib/convention";
import { useConventions } from "../api/get-conventions";

/**
 * The conventions behind the current one (over, or superseded by a later current one), newest
 * first; the current one stays on the live pages, and one being prepared is not past.
 */
export function pastConventions(conventions: Convention[]): Convention[] {
  const current = conventions.find((convention) => convention.isCurrent);
  return conventions.filter(
    (convention) => !convention.isCurrent && (convention.phase === "over" || (current !== undefined && convention.startDate < current.startDate)),
  );
}

/** Past conventions, each opening its own page: program, roundtables and who sat at them. */
export function PastConventionList() {
  const conventions = useConventions();
  const past = pastConventions(conventions.data ?? []);
  if (conventions.isLoading) {
    return (
      <div className="grid gap-4 md:grid-cols-2" data-testid="past-conventions-skeleton" aria-busy="true">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (past.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        icon={<Archive />}
        title="No past conventions yet"
        description="When a convention is over and the next one is under way, its program and roundtables stay readable here."
      />
    );
  }
  return (
    <section aria-labelledby="past-heading">
      <h2 id="past-heading" className="mb-3 text-sm text-ink-muted">
        {past.length === 1 ? "1 past convention" : `${past.length} past conventions`}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {past.map((convention) => (
          <li key={convention.id}>
            <Link
              href={`/conventions/${convention.id}`}
              className="flex h-full flex-col gap-1 rounded-xl border border-line bg-white p-5 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-cardinal"
            >
              <span className="break-words font-serif text-lg font-semibold text-ink">{convention.name}</span>
              <span className="text-sm text-ink-muted">
                {convention.city} · {formatConventionDates(convention)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
