import { History } from "lucide-react";
import { Link } from "wouter";
import type { UserParticipation } from "@shared/types";
import { EmptyState } from "@/components/layout/empty-state";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { formatConventionDates } from "@/lib/convention";
import { roundtablePath } from "@/lib/roundtable-path";
import { fullName } from "@/lib/utils";
import { useConventions } from "../api/get-conventions";
import { useHistory } from "../api/get-history";
import { pastConventions } from "./past-convention-list";

function roleOf(item: UserParticipation): { label: string; variant: "accent" | "success" | "warning" } {
  if (item.roundtable.isOrganizer) return { label: "Organized", variant: "accent" };
  if (item.roundtable.isCoOrganizer) return { label: "Co-organized", variant: "accent" };
  if (item.status === "joined") return { label: "Joined", variant: "success" };
  return { label: "Waitlisted", variant: "warning" };
}

/** The member's own roundtables at each past convention, newest convention first. */
export function MyHistory() {
  const conventions = useConventions();
  const past = pastConventions(conventions.data ?? []);
  const { history, isLoading } = useHistory(past);

  if (conventions.isLoading || isLoading) {
    return (
      <div className="space-y-3" data-testid="history-skeleton" aria-busy="true">
        <Skeleton className="h-6 w-72" />
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    );
  }
  const attended = history.filter((entry) => entry.items.length > 0);
  if (attended.length === 0) {
    return (
      <EmptyState
        icon={<History />}
        title="No past roundtables"
        description="The roundtables you organize or join stay here once their convention is over."
        action={
          past.length > 0 ? (
            <Link href="/conventions" className="text-sm font-medium text-cardinal hover:underline">
              Browse past conventions
            </Link>
          ) : undefined
        }
      />
    );
  }
  return (
    <div className="space-y-8">
      {attended.map(({ convention, items }) => (
        <section key={convention.id} aria-labelledby={`history-${convention.id}`} className="space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 id={`history-${convention.id}`} className="font-serif text-xl font-semibold text-ink">
              <Link href={`/conventions/${convention.id}`} className="hover:text-cardinal hover:underline">
                {convention.name}
              </Link>
            </h3>
            <p className="text-sm text-ink-muted">
              {convention.city} · {formatConventionDates(convention)}
            </p>
          </div>
          <ul className="divide-y divide-line rounded-xl border border-line bg-white">
            {items.map((item) => {
              const role = roleOf(item);
              return (
                <li key={item.id} className="flex flex-col gap-1.5 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                  <div className="min-w-0">
                    <Link href={roundtablePath(item.roundtable.id)} className="break-words font-medium text-ink hover:text-cardinal hover:underline">
                      {item.roundtable.title}
                    </Link>
                    <p className="text-sm text-ink-muted">
                      Organized by {fullName(item.roundtable.organizer)} · {item.roundtable.participantCount} at the table
                    </p>
                  </div>
                  <Badge variant={role.variant} className="self-start sm:self-auto">
                    {role.label}
                  </Badge>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
