import { SearchX, Users } from "lucide-react";
import { useEffect } from "react";
import { EmptyState } from "@/components/layout/empty-state";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import {
  EMPTY_FILTERS,
  hasActiveFilters,
  resultCount,
  RoundtableCard,
  RoundtableFiltersCard,
  RoundtableResults,
  useRoundtableActions,
  useRoundtables,
} from "@/features/roundtables";
import { useProposalsClosedReason } from "@/lib/convention";
import { handleUnauthorized } from "@/lib/unauthorized";
import { useUrlFilters } from "@/lib/url-filters";

export function BrowsePage() {
  // The filters live in the address: Back from a roundtable, a reload or a shared link keeps them.
  const [filters, setFilters] = useUrlFilters(EMPTY_FILTERS);
  const list = useRoundtables(filters);
  const actions = useRoundtableActions();
  const filtering = hasActiveFilters(filters);
  const proposalsClosed = useProposalsClosedReason();

  useEffect(() => {
    if (list.error) handleUnauthorized(list.error);
  }, [list.error]);

  return (
    <div className="space-y-6">
      <PageHeader title="Browse Roundtables" description="Find a conversation to join, from every chapter and region." />
      <RoundtableFiltersCard filters={filters} onChange={setFilters} />
      <section aria-labelledby="browse-heading">
        <div className="mb-4 flex items-baseline justify-between">
          <h2 id="browse-heading" className="font-serif text-2xl font-semibold">
            {filtering ? "Search Results" : "All Roundtables"}
          </h2>
          <p className="text-sm text-ink-muted">{list.isLoading ? "Loading..." : resultCount(list.total)}</p>
        </div>
        <RoundtableResults
          list={list}
          skeletons={6}
          empty={
            filtering ? (
              <EmptyState
                icon={<SearchX />}
                title="No matches"
                description="No roundtables match your filters. Try a different search or clear the filters."
                action={
                  <Button variant="secondary" onClick={() => setFilters(EMPTY_FILTERS)}>
                    Clear filters
                  </Button>
                }
              />
            ) : (
              // The invitation to propose only while the call is open; otherwise why it is closed.
              <EmptyState icon={<Users />} title="Nothing here yet" description={proposalsClosed ?? "No roundtables yet. Be the first to propose one from your dashboard."} />
            )
          }
          renderCard={(roundtable) => (
            <RoundtableCard
              roundtable={roundtable}
              actions="join-only"
              onJoin={(item) => actions.join(item.id)}
              joining={actions.joiningId === roundtable.id}
            />
          )}
        />
      </section>
    </div>
  );
}
