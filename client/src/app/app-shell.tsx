import { useCallback, useState, type ReactNode } from "react";
import type { CurrentUser } from "@shared/types";
import { TopNav } from "@/components/layout/top-nav";
import { useLogout } from "@/features/auth";
import { NotificationBell } from "@/features/notifications";
import { RoundtableDetailsById } from "@/features/roundtables";

export function AppShell({ user, children }: { user: CurrentUser; children: ReactNode }) {
  const logout = useLogout();
  // A notification opens its roundtable's details over whatever page the member is on.
  const [notifiedRoundtableId, setNotifiedRoundtableId] = useState<number | null>(null);
  const closeNotified = useCallback(() => setNotifiedRoundtableId(null), []);
  return (
    <div className="min-h-screen">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2">
        Skip to content
      </a>
      <TopNav
        user={user}
        onLogout={() => logout.mutate()}
        loggingOut={logout.isPending}
        notifications={<NotificationBell onOpenRoundtable={setNotifiedRoundtableId} />}
      />
      <main id="main" className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        {children}
      </main>
      <RoundtableDetailsById id={notifiedRoundtableId} onClose={closeNotified} />
    </div>
  );
}
