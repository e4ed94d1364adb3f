import { Download } from "lucide-react";
import { useEffect, useState } from "react";
import { PageHeader } from "@/components/layout/page-header";
import { buttonVariants } from "@/components/ui/button";
import { useProgram, useProgramSessions, type ProgramRoundtable } from "@/features/program";
import {
  NotSelectedDialog,
  PlaceDialog,
  PROPOSALS_PAGE_SIZE,
  ProposalList,
  ProposalPager,
  ProposalToolbar,
  SessionGrid,
  useProposals,
  useRestore,
  useReviewFilters,
  useUnplace,
} from "@/features/staff";
import { handleUnauthorized } from "@/lib/unauthorized";

const EMPTY_BY_STATUS = {
  proposed: { title: "No proposals waiting", description: "Every proposal has been placed or answered." },
  placed: { title: "Nothing placed yet", description: "Place a proposal into a session and it shows here." },
  not_selected: { title: "Nothing marked not selected", description: "Proposals marked not selected show here, where the mark can be undone." },
} as const;

const COUNT_LABEL = { proposed: "by demand", placed: "placed", not_selected: "not selected" } as const;

/** Staff only (the route exists for staff alone): pick proposals for the program and place them. */
export function ReviewPage() {
  const review = useReviewFilters();
  const proposals = useProposals(review.filters);
  const sessions = useProgramSessions();
  const program = useProgram();
  const { unplace, unplacingId } = useUnplace();
  const { restore, restoringId } = useRestore();
  const [placing, setPlacing] = useState<ProgramRoundtable | null>(null);
  const [declining, setDeclining] = useState<ProgramRoundtable | null>(null);

  useEffect(() => {
    const error = proposals.error ?? sessions.error ?? program.error;
    if (error) handleUnauthorized(error);
  }, [proposals.error, sessions.error, program.error]);

  const items = proposals.data?.items ?? [];
  const total = proposals.data?.total ?? 0;
  const empty = review.filters.query
    ? { title: "No proposals found", description: "Try another search or status." }
    : EMPTY_BY_STATUS[review.status];
  return (
    <div className="space-y-8">
      <PageHeader
        title="Program Review"
        description="Place the most wanted proposals into the convention's sessions and rooms."
        actions={
          <>
            <a href="/api/staff/program.csv" download className={buttonVariants({ variant: "secondary" })}>
              <Download aria-hidden="true" />
              Download program (CSV)
            </a>
            <a href="/api/staff/attendance.csv" download className={buttonVariants({ variant: "secondary" })}>
              <Download aria-hidden="true" />
              Download attendance (CSV)
            </a>
          </>
        }
      />
      <div className="grid gap-8 xl:grid-cols-2 xl:items-start">
        <section aria-labelledby="proposals-heading" className="min-w-0">
          <div className="mb-4 flex items-baseline justify-between gap-4">
            <h2 id="proposals-heading" className="font-serif text-2xl font-semibold">
              Proposals
            </h2>
            <p className="text-sm text-ink-muted" aria-live="polite">
              {proposals.isLoading ? "Loading..." : `${total.toLocaleString("en-US")} ${COUNT_LABEL[review.status]}`}
            </p>
          </div>
          <ProposalToolbar status={review.status} onStatusChange={review.setStatus} query={review.query} onQueryChange={review.setQuery} />
          <div aria-busy={proposals.isFetching} className={proposals.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
            <ProposalList
              proposals={items}
              isLoading={proposals.isLoading}
              firstRank={review.filters.offset + 1}
              emptyTitle={empty.title}
              emptyDescription={empty.description}
              onPlace={setPlacing}
              onNotSelected={setDeclining}
              onRestore={restore}
              restoringId={restoringId}
            />
          </div>
          <ProposalPager offset={review.filters.offset} pageSize={PROPOSALS_PAGE_SIZE} total={total} onOffsetChange={review.setOffset} />
        </section>
        {/* On wide screens the grid stays in view beside a long list, scrolling on its own. */}
        <section
          aria-labelledby="sessions-heading"
          className="min-w-0 xl:sticky xl:top-20 xl:max-h-[calc(100vh-6rem)] xl:overflow-y-auto xl:pb-2 xl:pr-1"
          data-testid="sessions-column"
          // It may scroll by itself: the keyboard can reach it to scroll it.
          tabIndex={0}
        >
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
