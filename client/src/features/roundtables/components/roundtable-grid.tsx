import { useEffect, useRef, type ReactNode } from "react";
import type { Roundtable } from "@shared/types";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

export function RoundtableCardSkeleton() {
  return (
    <Card className="space-y-3 p-5" data-testid="roundtable-skeleton">
      <div className="flex gap-2">
        <Skeleton className="h-5 w-16 rounded-full" />
        <Skeleton className="h-5 w-20 rounded-full" />
      </div>
      <Skeleton className="h-6 w-3/4" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <div className="flex items-center gap-2 pt-2">
        <Skeleton className="size-8 rounded-full" />
        <Skeleton className="h-4 w-32" />
      </div>
      <Skeleton className="h-2 w-full" />
      <Skeleton className="h-8 w-full" />
    </Card>
  );
}

export function SkeletonGrid({ count }: { count: number }) {
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3" role="status" aria-label="Loading roundtables">
      {Array.from({ length: count }, (_, index) => (
        <RoundtableCardSkeleton key={index} />
      ))}
    </div>
  );
}

type RoundtableGridProps = {
  roundtables: Roundtable[];
  renderCard: (roundtable: Roundtable) => ReactNode;
  hasNextPage?: boolean;
  fetchNextPage?: () => void;
  isFetchingNextPage?: boolean;
};

/** A responsive grid that loads the next page when its end scrolls into view (or on the button). */
export function RoundtableGrid({ roundtables, renderCard, hasNextPage, fetchNextPage, isFetchingNextPage }: RoundtableGridProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || !fetchNextPage || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) fetchNextPage();
    }, { rootMargin: "400px" });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, fetchNextPage, isFetchingNextPage]);

  return (
    <>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {roundtables.map((roundtable) => (
          <div key={roundtable.id} className="min-w-0">
            {renderCard(roundtable)}
          </div>
        ))}
      </div>
      {hasNextPage && (
        <div ref={sentinel} className="mt-6 flex justify-center">
          <Button variant="secondary" onClick={() => fetchNextPage?.()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? "Loading more roundtables..." : "Load more roundtables"}
          </Button>
        </div>
      )}
    </>
  );
}
