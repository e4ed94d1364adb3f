import { LogOut, Menu, X } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link, useLocation } from "wouter";
import type { CurrentUser } from "@shared/types";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn, fullName } from "@/lib/utils";
import { ProfileMenu } from "./profile-menu";
import { useMenuTrap } from "./use-menu-trap";

type NavLink = { href: string; label: string; staffOnly?: boolean; approversOnly?: boolean };

/** Every page the navigation reaches, in order: the desktop bar and the phone menu both read it. */
export const NAV_LINKS: readonly NavLink[] = [
  { href: "/", label: "Dashboard" },
  /** The member's own convention, day by day; it opens offline too. */
  { href: "/agenda", label: "My Convention" },
  { href: "/browse", label: "Browse" },
  { href: "/my-roundtables", label: "My Roundtables" },
  { href: "/program", label: "Program" },
  { href: "/directory", label: "Directory" },
  { href: "/profile", label: "Profile" },
  /** Shown only to convention staff. */
  { href: "/review", label: "Review", staffOnly: true },
  /** Staff prepare the next convention here (days, sessions, rooms) and make it current. */
  { href: "/convention", label: "Convention", staffOnly: true },
  /** Shown to those who approve members: advisors (their chapter's) and staff (everyone's). */
  { href: "/members", label: "Members", approversOnly: true },
];

/** Approved advisors approve their chapter's newcomers; staff approve anyone. */
export function isApprover(user: { isStaff?: boolean; userType?: string }): boolean {
  return user.isStaff === true || user.userType === "advisor";
}

export function visibleNavLinks(user: { isStaff?: boolean; userType?: string }, links: readonly NavLink[] = NAV_LINKS): NavLink[] {
  return links.filter((link) => (link.staffOnly ? user.isStaff === true : link.approversOnly ? isApprover(user) : true));
}

function isCurrent(href: string, location: string): boolean {
  return href === "/" ? location === "/" : location === href || location.startsWith(`${href}/`);
}

type TopNavProps = {
  user: CurrentUser;
  onLogout: () => void;
  loggingOut: boolean;
  /** The notifications bell (a feature component, passed in so the layout stays feature-free). */
  notifications?: ReactNode;
};

export function TopNav({ user, onLogout, loggingOut, notifications }: TopNavProps) {
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuPanel = useRef<HTMLDivElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useMenuTrap(menuOpen, menuButton, menuPanel, closeMenu);
  const links = visibleNavLinks(user);
  const name = fullName(user);
  const role = user.userType === "advisor" ? "Advisor" : "Student";
  // The badge names the member's chapter ("Student · Tulane University"), not the word "Chapter".
  const badge = user.chapter ? `${role} · ${user.chapter}` : role;

  // A link followed from the phone menu lands on its page with the menu folded away.
  useEffect(() => setMenuOpen(false), [location]);

  // The bar is at most 1280 px wide (max-w-7xl), so a wider screen gives the links no more room.
  // The product's name shows beside seven pages from 1280 px, beside eight from 1536 px (where the
  // page gutters grow), and never beside staff's ten (screen readers still hear it).
  const productName = links.length > 8 ? "hidden" : links.length > 7 ? "hidden 2xl:inline" : "hidden xl:inline";
  const productNameForReaders = links.length > 8 ? "sr-only" : links.length > 7 ? "sr-only 2xl:hidden" : "sr-only xl:hidden";

  const linkClass = (current: boolean) =>
    cn(
      "whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors",
      current ? "bg-cardinal text-white" : "text-ink-soft hover:bg-paper-muted hover:text-ink",
    );

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-paper/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:gap-4 xl:gap-6">
        <Link href="/" className="flex items-center gap-2 font-serif text-lg font-bold text-ink">
          <span aria-hidden="true" className="inline-flex size-8 items-center justify-center rounded-md bg-cardinal font-serif text-white">
            E
          </span>
          {/* With many links the product's name waits for a wider screen, or stays for screen readers, so none runs under the bell. */}
          <span className={productName}>English Convention</span>
          <span className={productNameForReaders}>English Convention, Dashboard</span>
        </Link>
        <nav aria-label="Main" className="hidden min-w-0 flex-1 items-center gap-1 lg:flex">
          {links.map((link) => {
            const current = isCurrent(link.href, location);
            return (
              <Link key={link.href} href={link.href} aria-current={current ? "page" : undefined} className={linkClass(current)}>
                {link.label}
              </Link>
            );
          })}
        </nav>
        <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-3 lg:ml-0">
          {notifications}
          {/* Beside seven or more pages the name would cover the last links: the avatar's menu holds it instead. */}
          {/* The member's name and badge would cover the last of seven or more links: from 1024 px the
              avatar opens them in a profile menu; below, the phone Menu shows them (docs/product.md, "The header"). */}
          <Avatar firstName={user.firstName} lastName={user.lastName} imageUrl={user.profileImageUrl} className="lg:hidden" />
          <ProfileMenu
            firstName={user.firstName}
            lastName={user.lastName}
            imageUrl={user.profileImageUrl}
            name={name}
            badge={badge}
            advisor={user.userType === "advisor"}
            onLogout={onLogout}
            loggingOut={loggingOut}
            className="hidden lg:inline-flex"
          />
          <Button variant="ghost" size="sm" onClick={onLogout} disabled={loggingOut} className="hidden lg:inline-flex">
            <LogOut aria-hidden="true" />
            {loggingOut ? "Logging out..." : "Log out"}
          </Button>
          <Button
            ref={menuButton}
            variant="secondary"
            size="sm"
            className="lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            Menu
          </Button>
        </div>
      </div>
      {/* Phones and tablets (below 1024 px): every page in a menu that folds out under the bar (not rendered while folded). */}
      {menuOpen && (
        <div id={menuId} ref={menuPanel} className="border-t border-line bg-paper px-4 pb-4 pt-3 lg:hidden">
          <div className="mb-3 flex min-w-0 items-center gap-2">
            <p className="min-w-0 truncate text-sm font-medium text-ink" title={name}>
              {name}
            </p>
            <Badge variant={user.userType === "advisor" ? "accent" : "neutral"} className="min-w-0" title={badge}>
              <span className="truncate">{badge}</span>
            </Badge>
          </div>
          <nav aria-label="Main menu">
            <ul className="grid gap-1">
              {links.map((link) => {
                const current = isCurrent(link.href, location);
                return (
                  <li key={link.href}>
                    <Link href={link.href} aria-current={current ? "page" : undefined} className={cn(linkClass(current), "block py-2.5")}>
                      {link.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <Button variant="secondary" size="sm" onClick={onLogout} disabled={loggingOut} className="mt-3 w-full">
            <LogOut aria-hidden="true" />
            {loggingOut ? "Logging out..." : "Log out"}
          </Button>
        </div>
      )}
    </header>
  );
}
