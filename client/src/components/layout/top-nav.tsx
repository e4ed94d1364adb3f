import { LogOut } from "lucide-react";
import { Link, useLocation } from "wouter";
import type { CurrentUser } from "@shared/types";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn, fullName } from "@/lib/utils";
import type { ReactNode } from "react";

export const NAV_LINKS = [
  { href: "/", label: "Dashboard" },
  { href: "/browse", label: "Browse" },
  { href: "/my-roundtables", label: "My Roundtables" },
  { href: "/program", label: "Program" },
  { href: "/directory", label: "Directory" },
  { href: "/profile", label: "Profile" },
] as const;

/** Shown only to convention staff. */
export const STAFF_LINKS = [{ href: "/review", label: "Review" }] as const;

export const navLinksFor = (user: Pick<CurrentUser, "isStaff">) => (user.isStaff ? [...NAV_LINKS, ...STAFF_LINKS] : NAV_LINKS);

type TopNavProps = {
  user: CurrentUser;
  onLogout: () => void;
  loggingOut: boolean;
  /** The notifications bell (a feature component, passed in so the layout stays feature-free). */
  notifications?: ReactNode;
};

export function TopNav({ user, onLogout, loggingOut, notifications }: TopNavProps) {
  const [location] = useLocation();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-paper/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 sm:px-6 md:h-16 md:flex-nowrap md:gap-6 md:py-0">
        <Link href="/" className="flex items-center gap-2 font-serif text-lg font-bold text-ink">
          <span aria-hidden="true" className="inline-flex size-8 items-center justify-center rounded-md bg-cardinal font-serif text-white">
            E
          </span>
          <span className="hidden xl:inline">English Convention</span>
        </Link>
        <nav aria-label="Main" className="order-last flex w-full items-center gap-1 overflow-x-auto md:order-none md:w-auto md:flex-1">
          {navLinksFor(user).map((link) => {
            const current = link.href === "/" ? location === "/" : location.startsWith(link.href);
            return (
              <Link
                key={link.href}
                href={link.href}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors",
                  current ? "bg-cardinal text-white" : "text-ink-soft hover:bg-paper-muted hover:text-ink",
                )}
              >
                {link.label}
              </Link>
            );
          })}
        </nav>
        <div className="ml-auto flex items-center gap-3 md:ml-0">
          {notifications}
          <div className="hidden items-center gap-3 lg:flex">
            <div className="text-right leading-tight">
              <p className="text-sm font-medium text-ink">{fullName(user)}</p>
              <Badge variant={user.userType === "advisor" ? "accent" : "neutral"} className="mt-0.5">
                {user.userType === "advisor" ? "Advisor" : "Student"} Chapter
              </Badge>
            </div>
          </div>
          <Avatar firstName={user.firstName} lastName={user.lastName} imageUrl={user.profileImageUrl} />
          <Button variant="ghost" size="sm" onClick={onLogout} disabled={loggingOut}>
            <LogOut aria-hidden="true" />
            Logout
          </Button>
        </div>
      </div>
    </header>
  );
}
