import { ArrowLeft, CalendarDays, Users } from "lucide-react";
import { Link } from "wouter";
import { EmptyState } from "@/components/layout/empty-state";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { ProgramBoard, ProgramBoardSkeleton } from "@/features/program";
import { formatConventionDates } from "@/lib/convention";
import { useDocumentTitle } from "@/lib/document-title";
import { useArchiveProgram, useArchiveRoundtables } from "../api/get-archive";
import { useConventionSessions } from "../api/get-convention-sessions";
import { useConventions } from "../api/get-conventions";
import { ArchiveRoundtable } from "./archive-roundtable";

/** A past convention's own page (`/conventions/{id}`): its program, then every roundtable proposed for it. */
export function ConventionArchive({ conventionId }: { conventionId: number }) {
  const conventions = useConventions();
  const convention = conventions.data?.find((item) => item.id === conventionId);
  useDocumentTitle(convention?.name ?? "Past convention");

  const back = (
    <Link href="/conventions" className="inline-flex items-center gap-1.5 text-sm font-medium text-ink-soft hover:text-ink">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Past conventions
    </Link>
  );

  if (conventions.isLoading) {
    return (
      <div className="space-y-6" aria-busy="true" data-testid="archive-skeleton">
        <Skeleton className="h-9 w-96 max-w-full" />
        <ProgramBoardSkeleton />
      </div>
    );
  }
  if (!convention) {
    return (
      <div className="space-y-6">
        {back}
        <EmptyState headingLevel={2} title="Convention not found" description="This convention does not exist. Pick one from the past conventions." />
      </div>
    );
  }
  return (
    <div className="space-y-8">
      <header className="space-y-2">
        {back}
        <h1 className="break-words font-serif text-3xl font-bold text-ink">{convention.name}</h1>
        <p className="text-ink-muted">
          {convention.city} · {formatConventionDates(convention)} · Times are {convention.city} time.
        </p>
      </header>
      <ArchiveProgram conventionId={convention.id} timeZone={convention.timeZone} />
      <ArchiveRoundtables conventionId={convention.id} />
    </div>
  );
}

function ArchiveProgram({ conventionId, timeZone }: { conventionId: number; timeZone: string }) {
  const program = useArchiveProgram(conventionId);
  const sessions = useConventionSessions(conventionId);
  return (
    <section aria-labelledby="archive-program-heading" className="space-y-4">
      <h2 id="archive-program-heading" className="font-serif text-2xl font-semibold text-ink">
        Program
      </h2>
      {program.isLoading ? (
        <ProgramBoardSkeleton />
      ) : (program.data ?? []).length === 0 ? (
        <EmptyState icon={<CalendarDays />} title="No roundtables were on the program" description="No proposal was placed into a session at this convention." />
      ) : (
        <ProgramBoard roundtables={program.data ?? []} sessions={sessions.data ?? []} timeZone={timeZone} headingLevel={3} />
      )}
    </section>
  );
}

function ArchiveRoundtables({ conventionId }: { conventionId: number }) {
  const list = useArchiveRoundtables(conventionId);
  return (
    <section aria-labelledby="archive-roundtables-heading" className="space-y-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="archive-roundtables-heading" className="font-serif text-2xl font-semibold text-ink">
          Roundtables
        </h2>
        <p className="text-sm text-ink-muted">{list.isLoading ? "Loading..." : list.total === 1 ? "1 roundtable" : `${list.total} roundtables`}</p>
      </div>
      {list.isLoading ? (
        <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3" data-testid="archive-roundtables-skeleton">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} className="h-44" />
          ))}
        </div>
      ) : list.roundtables.length === 0 ? (
        <EmptyState icon={<Users />} title="No roundtables" description="Nobody proposed a roundtable for this convention." />
      ) : (
        <>
          <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
            {list.roundtables.map((roundtable) => (
              <li key={roundtable.id}>
                <ArchiveRoundtable roundtable={roundtable} />
              </li>
            ))}
          </ul>
          {list.hasNextPage && (
            <div className="flex justify-center">
              <Button variant="secondary" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                {list.isFetchingNextPage ? "Loading..." : "Show More"}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
