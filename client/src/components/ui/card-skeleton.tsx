import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

/**
 * One roundtable card in grey, the shape of the cards on the dashboard and in the lists, drawn
 * while the member or the list loads. `withProgress` adds the seat bar the list cards carry.
 */
export function CardSkeleton({ testId, withProgress = false }: { testId: string; withProgress?: boolean }) {
  return (
    <Card className="space-y-3 p-5" data-testid={testId}>
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
      {withProgress && <Skeleton className="h-2 w-full" />}
      <Skeleton className="h-8 w-full" />
    </Card>
  );
}
