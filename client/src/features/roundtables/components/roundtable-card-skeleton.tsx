import { CardSkeleton } from "@/components/ui/card-skeleton";

/** A grid of roundtable cards drawn in grey while the list loads. */
export function SkeletonGrid({ count }: { count: number }) {
  return (
    <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3" role="status" aria-label="Loading roundtables">
      {Array.from({ length: count }, (_, index) => (
        <CardSkeleton key={index} testId="roundtable-skeleton" withProgress />
      ))}
    </div>
  );
}
