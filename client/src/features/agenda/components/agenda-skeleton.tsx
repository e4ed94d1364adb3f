import { LoadingStatus, Skeleton } from "@/components/ui/skeleton";

/** The agenda's shape while it loads: a day heading and its roundtables. */
export function AgendaSkeleton() {
  return (
    <LoadingStatus className="space-y-4">
      <Skeleton className="h-7 w-56 max-w-full" />
      {[0, 1, 2].map((index) => (
        <div key={index} className="space-y-3 rounded-xl border border-line bg-paper-card p-4 shadow-sm sm:p-5">
          <Skeleton className="h-4 w-64 max-w-full" />
          <Skeleton className="h-6 w-80 max-w-full" />
          <Skeleton className="h-4 w-48 max-w-full" />
        </div>
      ))}
    </LoadingStatus>
  );
}
