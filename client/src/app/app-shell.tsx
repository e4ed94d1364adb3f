import type { ReactNode } from "react";
import { useLocation } from "wouter";
import type { CurrentUser } from "@shared/types";
import { TopNav } from "@/components/layout/top-nav";
import { useLogout } from "@/features/auth";
import { NotificationBell } from "@/features/notifications";
import { endPushOnThisDevice } from "@/features/push";
import { OfflineStatus, offlinePathsOf, UpdateNotice, useOfflineApp } from "@/features/offline";
import { useLiveUpdates } from "@/lib/live-updates";
import { roundtablePath } from "@/lib/roundtable-path";
import { useScrollRestoration } from "@/lib/scroll-restoration";

export function AppShell({ user, children }: { user: CurrentUser; children: ReactNode }) {
  // Pushes stop on this device at sign-out, so the next member of a shared browser gets none of them.
  const logout = useLogout({ beforeSignOut: endPushOnThisDevice });
  // Seat counts, the bell and the program update on open pages (members with approved membership only).
  useLiveUpdates(user.emailConfirmed && user.membershipStatus === "approved");
  // A notification opens its roundtable's own page.
  const [location, navigate] = useLocation();
  useScrollRestoration();
  // Installable and offline after sign-in: the service worker, its updates, refresh on reconnect.
  useOfflineApp(user.id);
  return (
    <div className="min-h-screen">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2">
        Skip to content
      </a>
      <TopNav
        user={user}
        onLogout={() => logout.mutate()}
        loggingOut={logout.isPending}
        notifications={<NotificationBell onOpenRoundtable={(id) => navigate(roundtablePath(id))} />}
      />
      <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <OfflineStatus paths={offlinePathsOf(location)} />
        {children}
      </main>
      <UpdateNotice />
    </div>
  );
}
