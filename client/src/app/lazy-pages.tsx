/**
 * Member pages load on first visit, each in its own chunk: a signed-out visitor downloads only
 * the landing screen. While a page's code arrives, a skeleton of a page holds its place.
 */
import { lazy, Suspense, type ComponentType } from "react";
import { Skeleton } from "@/components/ui/skeleton";

function PageSkeleton() {
  return (
    <div role="status" aria-live="polite" className="space-y-6">
      <span className="sr-only">Loading...</span>
      <Skeleton className="h-9 w-64 max-w-full" />
      <Skeleton className="h-5 w-96 max-w-full" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-48" />
        ))}
      </div>
    </div>
  );
}

/** A page whose code can be asked for before it is shown (`preload`). */
export type LazyPage = ComponentType & { preload: () => void };

function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  const Page = lazy(async () => ({ default: await load() }));
  function LazyPage() {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    );
  }
  // The module system keeps the download, so the page's own lazy() then finds it at once.
  return Object.assign(LazyPage, { preload: () => void load().catch(() => undefined) });
}

export const DashboardPage = lazyPage(() => import("@/pages/dashboard").then((module) => module.DashboardPage));
export const BrowsePage = lazyPage(() => import("@/pages/browse").then((module) => module.BrowsePage));
export const MyRoundtablesPage = lazyPage(() => import("@/pages/my-roundtables").then((module) => module.MyRoundtablesPage));
export const DirectoryPage = lazyPage(() => import("@/pages/directory").then((module) => module.DirectoryPage));
export const ProfilePage = lazyPage(() => import("@/pages/profile").then((module) => module.ProfilePage));
export const ProgramPage = lazyPage(() => import("@/pages/program").then((module) => module.ProgramPage));
export const ReviewPage = lazyPage(() => import("@/pages/review").then((module) => module.ReviewPage));
