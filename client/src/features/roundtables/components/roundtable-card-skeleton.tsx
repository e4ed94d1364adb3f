import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/** A roundtable card drawn in grey while the list loads. */
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
