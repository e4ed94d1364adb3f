import { Archive, CalendarDays } from "lucide-react";
import { useEffect } from "react";
import { Link } from "wouter";
import { EmptyState } from "@/components/layout/empty-state";
import { PageHeader } from "@/components/layout/page-header";
import { OpenSeatsNow } from "@/features/attendance";
import { ProgramBoard, ProgramBoardSkeleton, useProgram, useProgramSessions } from "@/features/program";
import { useRoundtableActions } from "@/features/roundtables";
import { buttonVariants } from "@/components/ui/button";
import { now } from "@/lib/clock";
import { useConvention } from "@/lib/convention";
import { conventionStanding } from "@/lib/convention-standing";
import { handleUnauthorized } from "@/lib/unauthorized";

/** The convention program for every member: placed roundtables by day and session. */
export function ProgramPage() {
  const program = useProgram();
  const sessions = useProgramSessions();
  const actions = useRoundtableActions();
  const { data: convention } = useConvention();

  useEffect(() => {
    if (program.error) handleUnauthorized(program.error);
  }, [program.error]);

  const roundtables = program.data ?? [];
  const standing = convention ? conventionStanding(convention, now()) : undefined;
  const pastLink = (
    <Link href="/conventions" className={buttonVariants({ variant: "secondary" })}>
      <Archive aria-hidden="true" />
      Past Conventions
    </Link>
  );
  return (
    <div className="space-y-6">
      <PageHeader
        title="Program"
        description={`The roundtables on the convention program, by day and session. Times are ${convention?.city ?? "New Orleans"} time; your seats are highlighted.`}
        actions={pastLink}
      />
      {standing?.phase === "under_way" && <OpenSeatsNow />}
      {program.isLoading ? (
        <ProgramBoardSkeleton />
      ) : program.error ? (
        <EmptyState headingLevel={2} icon={<CalendarDays />} title="The program could not be loaded" description="Please refresh the page and try again." />
      ) : roundtables.length === 0 && convention && standing?.phase === "over" ? (
        <EmptyState
          headingLevel={2}
          icon={<CalendarDays />}
          title={`The ${convention.name} is over`}
          description={`Staff are preparing the ${standing.nextYear} convention; its program appears here once roundtables are placed. Past programs stay readable under Past Conventions.`}
        />
      ) : roundtables.length === 0 ? (
        <EmptyState
          headingLevel={2}
          icon={<CalendarDays />}
          title="The program is not out yet"
          description="The convention staff are still choosing proposals for the program. Roundtables appear here, by day and session, as soon as they are placed."
        />
      ) : (
        <ProgramBoard roundtables={roundtables} sessions={sessions.data ?? []} onJoin={(item) => actions.join(item.id)} joiningId={actions.joiningId} />
      )}
    </div>
  );
}
