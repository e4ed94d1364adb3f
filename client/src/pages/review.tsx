import { Download } from "lucide-react";
import { useEffect, useState } from "react";
import { PageHeader } from "@/components/layout/page-header";
import { buttonVariants } from "@/components/ui/button";
import { useProgram, useProgramSessions, type ProgramRoundtable } from "@/features/program";
import { NotSelectedDialog, PlaceDialog, ProposalList, SessionGrid, useProposals, useUnplace } from "@/features/staff";
import { handleUnauthorized } from "@/lib/unauthorized";

/** Staff only (the route exists for staff alone): pick proposals for the program and place them. */
export function ReviewPage() {
  const proposals = useProposals();
  const sessions = useProgramSessions();
  const program = useProgram();
  const { unplace, unplacingId } = useUnplace();
  const [placing, setPlacing] = useState<ProgramRoundtable | null>(null);
  const [declining, setDeclining] = useState<ProgramRoundtable | null>(null);

  useEffect(() => {
    const error = proposals.error ?? sessions.error ?? program.error;
    if (error) handleUnauthorized(error);
  }, [proposals.error, sessions.error, program.error]);

  const items = (proposals.data?.items ?? []) as ProgramRoundtable[];
  return (
    <div className="space-y-8">
      <PageHeader
        title="Program Review"
        description="Place the most wanted proposals into the convention's sessions and rooms."
        actions={
          <a href="/api/staff/program.csv" download className={buttonVariants({ variant: "secondary" })}>
            <Download aria-hidden="true" />
            Download program (CSV)
          </a>
        }
      />
      <div className="grid gap-8 xl:grid-cols-2">
        <section aria-labelledby="proposals-heading" className="min-w-0">
          <div className="mb-4 flex items-baseline justify-between gap-4">
            <h2 id="proposals-heading" className="font-serif text-2xl font-semibold">
              Proposals
            </h2>
            <p className="text-sm text-ink-muted">{proposals.isLoading ? "Loading..." : `${proposals.data?.total ?? 0} by demand`}</p>
          </div>
          <ProposalList proposals={items} isLoading={proposals.isLoading} onPlace={setPlacing} onNotSelected={setDeclining} />
        </section>
        <section aria-labelledby="sessions-heading" className="min-w-0">
          <div className="mb-4 flex items-baseline justify-between gap-4">
            <h2 id="sessions-heading" className="font-serif text-2xl font-semibold">
              Sessions and rooms
            </h2>
            <p className="text-sm text-ink-muted">{program.isLoading ? "Loading..." : `${program.data?.length ?? 0} placed`}</p>
          </div>
          <SessionGrid
            sessions={sessions.data ?? []}
            placed={program.data ?? []}
            isLoading={sessions.isLoading || program.isLoading}
            onMove={setPlacing}
            onUnplace={unplace}
            unplacingId={unplacingId}
          />
        </section>
      </div>
      <PlaceDialog roundtable={placing} sessions={sessions.data ?? []} onOpenChange={(open) => !open && setPlacing(null)} />
      <NotSelectedDialog roundtable={declining} onOpenChange={(open) => !open && setDeclining(null)} />
    </div>
  );
}
