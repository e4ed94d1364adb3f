import { Inbox } from "lucide-react";
import type { AttendanceCounts } from "@shared/types";
import { EmptyState } from "@/components/layout/empty-state";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { fullName } from "@/lib/utils";
import { formatShortDay, sessionOptionLabel, useConventionTimeZone, type ProgramRoundtable } from "@/features/program";
import { AttendanceSummary } from "./attendance-summary";
import { ProposalActions, type ProposalActionHandlers } from "./proposal-actions";

/** A row of the staff list: a placed one carries its attendance once its check-in has opened. */
export type ReviewedRoundtable = ProgramRoundtable & { attendance?: AttendanceCounts | null };

type ProposalListProps = ProposalActionHandlers & {
  proposals: ReviewedRoundtable[];
  isLoading: boolean;
  /** The rank of the first row: the page's offset in the whole list. */
  firstRank?: number;
  /** Filtering (a search or a status other than proposed): the empty state says nothing matched. */
  emptyTitle?: string;
  emptyDescription?: string;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The proposals in the server's order of demand, with what staff weigh: seats, waitlist, chapters, preference. */
export function ProposalList({ proposals, isLoading, firstRank = 1, emptyTitle, emptyDescription, ...handlers }: ProposalListProps) {
  const timeZone = useConventionTimeZone();
  if (isLoading) {
    return (
      <div role="status" aria-label="Loading proposals" className="space-y-3">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-24 w-full" data-testid="proposal-skeleton" />
        ))}
      </div>
    );
  }
  if (proposals.length === 0) {
    return (
      <EmptyState
        icon={<Inbox />}
        title={emptyTitle ?? "No proposals waiting"}
        description={emptyDescription ?? "Every proposal has been placed or answered."}
      />
    );
  }
  return (
    <ol className="space-y-3">
      {proposals.map((proposal, index) => (
        <li key={proposal.id} aria-label={proposal.title}>
          <Card className="flex flex-col gap-3 p-4 md:flex-row md:items-center md:gap-5">
            <span aria-hidden="true" className="hidden w-6 shrink-0 text-right font-serif text-lg text-ink-muted md:block">
              {firstRank + index}
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <p className="min-w-0 font-serif text-base font-semibold text-ink [overflow-wrap:anywhere]">{proposal.title}</p>
                {proposal.programStatus === "not_selected" && <Badge variant="warning">Not selected</Badge>}
              </div>
              {/* A title, name or chapter may be one long word: it wraps anywhere rather than widen a phone's page. */}
              <p className="mt-0.5 text-xs text-ink-muted [overflow-wrap:anywhere]">
                {fullName(proposal.organizer)}
                {proposal.organizer.chapter && ` · ${proposal.organizer.chapter}`} · {proposal.category}
              </p>
              <p className="mt-2 flex flex-wrap gap-1.5 text-xs">
                <Badge variant="success">{plural(proposal.participantCount, "joined", "joined")}</Badge>
                <Badge variant={proposal.waitlistCount > 0 ? "warning" : "neutral"}>{plural(proposal.waitlistCount, "waitlisted", "waitlisted")}</Badge>
                <Badge variant="neutral">{plural(proposal.chapterCount, "chapter", "chapters")}</Badge>
              </p>
              <p className="mt-2 text-sm text-ink-soft">
                <span className="font-medium text-ink">Preferred session: </span>
                {proposal.preferredSession ? sessionOptionLabel(proposal.preferredSession, timeZone) : "No preference"}
              </p>
              {proposal.session && (
                <p className="mt-1 text-sm text-ink-soft">
                  <span className="font-medium text-ink">Placed: </span>
                  {formatShortDay(proposal.session.startsAt, timeZone)} · {proposal.session.name}
                  {proposal.room && ` · ${proposal.room.name}`}
                </p>
              )}
              {proposal.attendance && <AttendanceSummary roundtableId={proposal.id} counts={proposal.attendance} />}
              {proposal.programStatus === "not_selected" && proposal.programNote && (
                <p className="mt-1 break-words text-sm text-ink-soft">
                  <span className="font-medium text-ink">Note to the organizer: </span>
                  {proposal.programNote}
                </p>
              )}
            </div>
            <ProposalActions proposal={proposal} {...handlers} />
          </Card>
        </li>
      ))}
    </ol>
  );
}
