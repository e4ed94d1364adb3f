import { useEffect, useRef, type ReactNode } from "react";
import type { Roundtable } from "@shared/types";
import { Button } from "@/components/ui/button";

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
