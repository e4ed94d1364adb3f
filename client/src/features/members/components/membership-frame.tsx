import { LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { BrandMark } from "@/components/layout/brand-mark";
import { Button } from "@/components/ui/button";

type MembershipFrameProps = { children: ReactNode; onLogout: () => void; loggingOut: boolean };

/**
 * The frame of the screens a signed-in member meets before they are in (confirm the e-mail, wait
 * for approval): the name of the product and Log out, without the member navigation, whose pages
 * they may not open yet.
 */
export function MembershipFrame({ children, onLogout, loggingOut }: MembershipFrameProps) {
  return (
    <div className="min-h-screen">
      <header className="border-b border-line bg-paper/95">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-3 px-4 sm:px-6">
          <BrandMark />
          <Button variant="secondary" size="sm" onClick={onLogout} disabled={loggingOut}>
            <LogOut aria-hidden="true" />
            {loggingOut ? "Logging out..." : "Log out"}
          </Button>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
        {children}
      </main>
    </div>
  );
}
