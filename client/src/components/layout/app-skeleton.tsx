import { CardSkeleton } from "@/components/ui/card-skeleton";
import { LoadingStatus, Skeleton } from "@/components/ui/skeleton";

/**
 * What a page shows while the member (or the member frame's code) loads: the navigation bar and
 * the dashboard's four cards in grey, so the page keeps its shape instead of a spinner.
 */
export function AppSkeleton() {
  return (
    <LoadingStatus className="min-h-screen">
      <div className="sticky top-0 z-30 border-b border-line bg-paper/95">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
          <Skeleton className="size-8" />
          <div className="hidden flex-1 gap-2 lg:flex">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-8 w-24" />
            ))}
          </div>
          <Skeleton className="ml-auto size-10 rounded-full" />
        </div>
      </div>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
        <Skeleton className="h-9 w-64 max-w-full" />
        <Skeleton className="h-4 w-96 max-w-full" />
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 4 }, (_, index) => (
            <CardSkeleton key={index} testId="app-card-skeleton" />
          ))}
        </div>
      </div>
    </LoadingStatus>
  );
}
