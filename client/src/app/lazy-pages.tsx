/**
 * Member pages load on first visit, each in its own chunk: a signed-out visitor downloads only
 * the landing screen. While a page's code arrives, a skeleton of a page holds its place.
 */
import type { ComponentType } from "react";
import { LoadingStatus, Skeleton } from "@/components/ui/skeleton";
import { lazyWithFallback, type LazyComponent } from "@/lib/lazy-component";

function PageSkeleton() {
  return (
    <LoadingStatus className="space-y-6">
      <Skeleton className="h-9 w-64 max-w-full" />
      <Skeleton className="h-5 w-96 max-w-full" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-48" />
        ))}
      </div>
    </LoadingStatus>
  );
}

/** A page whose code can be asked for before it is shown (`preload`). */
export type LazyPage = LazyComponent<object>;

const lazyPage = (load: () => Promise<ComponentType>): LazyPage => lazyWithFallback(load, <PageSkeleton />);

export const AgendaPage = lazyPage(() => import("@/pages/agenda").then((module) => module.AgendaPage));
export const DashboardPage = lazyPage(() => import("@/pages/dashboard").then((module) => module.DashboardPage));
export const BrowsePage = lazyPage(() => import("@/pages/browse").then((module) => module.BrowsePage));
export const MyRoundtablesPage = lazyPage(() => import("@/pages/my-roundtables").then((module) => module.MyRoundtablesPage));
export const DirectoryPage = lazyPage(() => import("@/pages/directory").then((module) => module.DirectoryPage));
export const ProfilePage = lazyPage(() => import("@/pages/profile").then((module) => module.ProfilePage));
export const ProgramPage = lazyPage(() => import("@/pages/program").then((module) => module.ProgramPage));
export const RoundtablePage = lazyPage(() => import("@/pages/roundtable").then((module) => module.RoundtablePage));
export const ReviewPage = lazyPage(() => import("@/pages/review").then((module) => module.ReviewPage));
export const MembershipPage = lazyPage(() => import("@/pages/membership").then((module) => module.MembershipPage));
export const MembersPage = lazyPage(() => import("@/pages/members").then((module) => module.MembersPage));
export const ConventionPage = lazyPage(() => import("@/pages/convention").then((module) => module.ConventionPage));
export const PastConventionsPage = lazyPage(() => import("@/pages/past-conventions").then((module) => module.PastConventionsPage));
export const PastConventionPage = lazyPage(() => import("@/pages/past-convention").then((module) => module.PastConventionPage));
