import { Loader2, Users, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { EmptyState } from "@/components/layout/empty-state";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import {
  DIRECTORY_PAGE_SIZE,
  DirectoryFilters,
  emptyDirectoryFilters,
  hasActiveDirectoryFilters,
  MemberCard,
  MemberCardSkeleton,
  useDirectory,
} from "@/features/directory";
import { PeopleToMeet } from "@/features/matching";
import { serverMessageOr } from "@/lib/api-client";
import { handleUnauthorized } from "@/lib/unauthorized";
import { useUrlFilters } from "@/lib/url-filters";
import { cn } from "@/lib/utils";

/** Skeleton cards while the directory loads (docs/product.md, "Directory and search"). */
const SKELETON_COUNT = 6;

const gridClasses = "grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3";

export function DirectoryPage() {
  // The filters live in the address: Back, a reload or a shared link keeps them.
  const [filters, setFilters] = useUrlFilters(emptyDirectoryFilters);
  const [filtersKey, setFiltersKey] = useState(0);
  const directory = useDirectory(filters);
  const { data, error, isPending, isError, isPlaceholderData, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = directory;

  const hasData = Boolean(data);
  useEffect(() => {
    if (!error || handleUnauthorized(error)) return;
    // A later page that fails (too many pages in a short time) leaves the loaded members on screen: say why no more come.
    if (hasData) toast({ title: "Could not load more members", description: serverMessageOr(error, "Please try again."), variant: "destructive" });
  }, [error, hasData]);

  const members = data?.pages.flatMap((page) => page.items) ?? [];
  const total = data?.pages.at(-1)?.total ?? 0;
  const filtering = hasActiveDirectoryFilters(filters);

  function clearFilters() {
    setFilters(emptyDirectoryFilters);
    setFiltersKey((key) => key + 1);
  }

  return (
    <>
      <PageHeader title="User Directory" description="Find students and advisors from every chapter, and get in touch before the convention." />

      <DirectoryFilters
        key={filtersKey}
        values={filters}
        onChange={setFilters}
      />

      {!filtering && <PeopleToMeet renderMember={(member) => <MemberCard member={member} />} />}

      <section aria-labelledby="directory-results-heading">
        <div className="mb-4 flex min-h-9 flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <h2 id="directory-results-heading" className="font-serif text-2xl font-semibold text-ink">
            {filtering ? "Search Results" : "All Members"}
          </h2>
          <div className="flex items-center gap-3">
            <p className="text-sm text-ink-muted" aria-live="polite">
              {isPending ? "Loading..." : isError && !data ? "" : `${total} ${total === 1 ? "member" : "members"}`}
            </p>
            {filtering && (
              <Button variant="ghost" size="sm" onClick={clearFilters}>
                <X aria-hidden="true" />
                Clear filters
              </Button>
            )}
          </div>
        </div>

        {isPending ? (
          <div role="status" aria-label="Loading members" className={gridClasses}>
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              <MemberCardSkeleton key={index} />
            ))}
          </div>
        ) : isError && !data ? (
          <EmptyState
            icon={<Users />}
            title="Could not load members"
            description={serverMessageOr(error, "Something went wrong while loading the directory. Please try again.")}
            action={
              <Button variant="secondary" onClick={() => void refetch()}>
                Try again
              </Button>
            }
          />
        ) : members.length === 0 ? (
          <EmptyState
            icon={<Users />}
            title="No members found"
            description={filtering ? "Try adjusting your search or filters to find more members." : "No one has joined the directory yet."}
            action={
              filtering ? (
                <Button variant="secondary" onClick={clearFilters}>
                  Clear filters
                </Button>
              ) : undefined
            }
          />
        ) : (
          <>
            <ul className={cn(gridClasses, "transition-opacity", isPlaceholderData && "opacity-60")} aria-busy={isPlaceholderData}>
              {members.map((member) => (
                <li key={member.id} className="min-w-0">
                  <MemberCard member={member} />
                </li>
              ))}
            </ul>
            <LoadMore
              hasMore={Boolean(hasNextPage) && !isPlaceholderData}
              loading={isFetchingNextPage}
              shown={members.length}
              total={total}
              onLoadMore={() => void fetchNextPage()}
            />
          </>
        )}
      </section>
    </>
  );
}

type LoadMoreProps = { hasMore: boolean; loading: boolean; shown: number; total: number; onLoadMore: () => void };

/** Loads the next page when the sentinel scrolls into view; the button does the same for keyboards and old browsers. */
function LoadMore({ hasMore, loading, shown, total, onLoadMore }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const onLoadMoreRef = useRef(onLoadMore);
  useEffect(() => {
    onLoadMoreRef.current = onLoadMore;
  });

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || loading || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onLoadMoreRef.current();
    }, { rootMargin: "400px 0px" });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading]);

  if (!hasMore) {
    // Only worth saying after scrolling through more than one page.
    return shown > DIRECTORY_PAGE_SIZE ? <p className="mt-8 text-center text-sm text-ink-muted">That's everyone: all {total} members are shown.</p> : null;
  }

  return (
    <div ref={sentinel} className="mt-8 flex flex-col items-center gap-2">
      <p className="text-sm text-ink-muted">
        Showing {shown} of {total} members
      </p>
      <Button variant="secondary" onClick={onLoadMore} disabled={loading}>
        {loading ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
        {loading ? "Loading more members..." : "Load more members"}
      </Button>
    </div>
  );
}
