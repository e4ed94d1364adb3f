import { Plus, Users } from "lucide-react";
import { ConventionLine } from "@/components/convention-line";
import { ConventionStanding } from "@/components/convention-standing";
import { useEffect, useMemo, useState } from "react";
import { useUrlFilters } from "@/lib/url-filters";
import { useLocation } from "wouter";
import type { ChapterSummary } from "@shared/types";
import { EmptyState } from "@/components/layout/empty-state";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import {
  CreateRoundtableDialog,
  DashboardManageDialog,
  EMPTY_FILTERS,
  hasActiveFilters,
  resultCount,
  RoundtableCard,
  canManage,
  RoundtableFiltersCard,
  RoundtableResults,
  SkeletonGrid,
  useParticipations,
  useRoundtableActions,
  useRoundtableDialogs,
  useRoundtables,
} from "@/features/roundtables";
import { SuggestedRoundtables } from "@/features/matching";
import { useCurrentUser } from "@/lib/auth";
import { useProposalsClosedReason } from "@/lib/convention";
import { handleUnauthorized } from "@/lib/unauthorized";

const CONNECTION_LIMIT = 5;

export function DashboardPage() {
  const { user } = useCurrentUser();
  const [, navigate] = useLocation();
  const incomplete = !user?.firstName?.trim() || !user?.lastName?.trim() || !user?.chapterId;

  useEffect(() => {
    if (!user || !incomplete) return;
    toast({ title: "Complete Your Profile", description: "Add your name and chapter so other members can find you." });
    navigate("/profile");
  }, [user, incomplete, navigate]);

  const [filters, setFilters] = useUrlFilters(EMPTY_FILTERS);
  const [creating, setCreating] = useState(false);
  const proposalsClosed = useProposalsClosedReason();
  const list = useRoundtables(filters);
  const participations = useParticipations();
  const actions = useRoundtableActions({ errorTitle: "Error" });
  const { dialogs, manage, viewDetails } = useRoundtableDialogs(DashboardManageDialog, list.roundtables);

  useEffect(() => {
    if (list.error) handleUnauthorized(list.error);
  }, [list.error]);

  const mine = useMemo(() => participations.data ?? [], [participations.data]);
  // Seats only (as organizer or participant); places in line are counted apart. A co-organized
  // roundtable counts as organized, as on My Roundtables (can-manage.ts).
  const seated = mine.filter((item) => item.status === "joined");
  const organized = seated.filter((item) => canManage(item.roundtable)).length;
  const waiting = mine.length - seated.length;
  // A member with no roundtable yet has never been here in any way that matters: welcome, not "back".
  const returning = mine.length > 0;
  const connections = useMemo(() => {
    const seen = new Map<number, ChapterSummary>();
    for (const item of mine) {
      if (item.status !== "joined") continue;
      for (const chapter of item.roundtable.chapters) if (!seen.has(chapter.id)) seen.set(chapter.id, chapter);
    }
    return [...seen.values()];
  }, [mine]);

  const card = (roundtable: (typeof list.roundtables)[number]) => (
    <RoundtableCard
      roundtable={roundtable}
      onJoin={(item) => actions.join(item.id)}
      onLeave={actions.leave}
      onManage={manage}
      onViewDetails={viewDetails}
      joining={actions.joiningId === roundtable.id}
      leaving={actions.leavingId === roundtable.id}
    />
  );

  if (!user || incomplete) return <SkeletonGrid count={4} />;

  return (
    <div className="space-y-8">
      <section className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          <h1 className="font-serif text-3xl font-bold text-ink">
            {returning ? "Welcome back" : "Welcome"}, {user.firstName}!
          </h1>
          <ConventionLine className="mt-1.5 gap-x-4 text-ink-muted" />
          <ConventionStanding className="mt-2 text-ink-soft" />
        </div>
      </section>

      <section aria-label="Summary" className="grid grid-cols-1 gap-5 md:grid-cols-3">
        <Card className="flex flex-col p-5">
          <h2 className="font-serif text-lg font-semibold">Create a Roundtable</h2>
          <p id="create-roundtable-note" className="mt-1 flex-1 text-sm text-ink-muted">
            {proposalsClosed ?? "Propose a conversation of up to five members about what you are reading."}
          </p>
          {/* Closed proposals: the button stays in its place, off, and the line above says why. */}
          <Button className="mt-4 self-start" onClick={() => setCreating(true)} disabled={Boolean(proposalsClosed)} aria-describedby="create-roundtable-note">
            <Plus aria-hidden="true" />
            New Roundtable
          </Button>
        </Card>
        <Card className="p-5" aria-busy={participations.isLoading}>
          <h2 className="font-serif text-lg font-semibold">Your Participation</h2>
          {participations.isLoading ? (
            <div data-testid="participation-skeleton">
              <Skeleton className="mt-3 h-9 w-12" />
              <Skeleton className="mt-2 h-4 w-48" />
            </div>
          ) : (
            <>
              <p className="mt-2 font-serif text-4xl font-bold text-cardinal" aria-label={`${seated.length} ${seated.length === 1 ? "roundtable" : "roundtables"}`}>
                {seated.length}
              </p>
              <p className="mt-1 text-sm text-ink-muted">
                {organized} as organizer · {seated.length - organized} as participant
              </p>
              {waiting > 0 && <p className="mt-1 text-sm text-warning">Waiting for a seat at {waiting === 1 ? "1 roundtable" : `${waiting} roundtables`}</p>}
            </>
          )}
        </Card>
        <Card className="min-w-0 p-5" aria-busy={participations.isLoading}>
          <h2 className="font-serif text-lg font-semibold">Chapter Connections</h2>
          {participations.isLoading ? (
            <div className="mt-3 space-y-2" data-testid="connections-skeleton">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-4 w-36" />
            </div>
          ) : connections.length === 0 ? (
            <p className="mt-2 text-sm text-ink-muted">Join a roundtable to connect with other chapters.</p>
          ) : (
            <>
              <ul className="mt-3 space-y-1.5">
                {connections.slice(0, CONNECTION_LIMIT).map((chapter) => (
                  <li key={chapter.id} className="flex min-w-0 items-center gap-2 text-sm text-ink-soft">
                    <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: chapter.color }} />
                    <span className="min-w-0 truncate" title={chapter.name}>
                      {chapter.name}
                    </span>
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-xs text-ink-muted">
                Connected with {connections.length} {connections.length === 1 ? "chapter" : "chapters"}
              </p>
            </>
          )}
        </Card>
      </section>

      {/* Suggestions first; the filters (search in view, the rest folded) lead into the full list. */}
      <SuggestedRoundtables renderCard={card} />

      <RoundtableFiltersCard filters={filters} onChange={setFilters} />

      <section aria-labelledby="all-heading">
        <div className="mb-4 flex items-baseline justify-between">
          <h2 id="all-heading" className="font-serif text-2xl font-semibold">
            All Roundtables
          </h2>
          <p className="text-sm text-ink-muted">{list.isLoading ? "Loading..." : `Showing ${resultCount(list.total)}`}</p>
        </div>
        <RoundtableResults
          list={list}
          skeletons={4}
          renderCard={card}
          empty={
            <EmptyState
              icon={<Users />}
              title="No roundtables found"
              description={
                // Only a filtered list can be widened; an empty programme invites the first proposal,
                // unless the call is closed (then it says why, and offers nothing the server would refuse).
                hasActiveFilters(filters)
                  ? "No roundtables found. Try adjusting your search filters or create a new roundtable."
                  : (proposalsClosed ?? "No roundtables yet. Be the first to propose one.")
              }
              action={proposalsClosed ? undefined : <Button onClick={() => setCreating(true)}>Create a Roundtable</Button>}
            />
          }
        />
      </section>

      <CreateRoundtableDialog open={creating} onOpenChange={setCreating} />
      {dialogs}
      {actions.confirmDialog}
    </div>
  );
}
