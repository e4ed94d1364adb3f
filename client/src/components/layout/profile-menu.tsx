import * as Popover from "@radix-ui/react-popover";
import { LogOut, UserRound } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

type ProfileMenuProps = {
  firstName: string | null | undefined;
  lastName: string | null | undefined;
  imageUrl: string | null | undefined;
  name: string;
  /** "Student · Tulane University". */
  badge: string;
  advisor: boolean;
  onLogout: () => void;
  loggingOut: boolean;
  className?: string;
};

/**
 * The avatar as a button that opens the member's own corner: their name, role-and-chapter badge,
 * Profile and Log out. The header shows it where a crowded bar leaves no room for the name and
 * badge beside the links (docs/product.md, "The header"). A Radix popover: the button says
 * whether it is open, focus moves in on opening, Escape or a click outside closes it and focus
 * returns to the button.
 */
export function ProfileMenu({ firstName, lastName, imageUrl, name, badge, advisor, onLogout, loggingOut, className }: ProfileMenuProps) {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const headingId = useId();
  const profileLink = useRef<HTMLAnchorElement>(null);
  // Following Profile (or any link) lands on its page with the menu closed.
  useEffect(() => setOpen(false), [location]);

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          type="button"
          aria-label={`Your account: ${name}`}
          className={cn(
            "shrink-0 rounded-full ring-offset-2 ring-offset-paper transition-shadow hover:ring-2 hover:ring-line focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cardinal data-[state=open]:ring-2 data-[state=open]:ring-cardinal/40",
            className,
          )}
        >
          <Avatar firstName={firstName} lastName={lastName} imageUrl={imageUrl} />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-labelledby={headingId}
          // Focus goes in with the member, to the first thing to do there.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            profileLink.current?.focus();
          }}
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-[min(20rem,calc(100vw-1rem))] rounded-xl border border-line bg-white p-4 shadow-xl focus-visible:outline-2 focus-visible:outline-cardinal"
        >
          <div className="flex min-w-0 items-start gap-3">
            <Avatar firstName={firstName} lastName={lastName} imageUrl={imageUrl} />
            <div className="min-w-0 leading-tight">
              {/* Here there is room: the name and the whole chapter wrap rather than being cut short. */}
              <h2 id={headingId} className="break-words text-sm font-semibold text-ink">
                {name}
              </h2>
              <Badge variant={advisor ? "accent" : "neutral"} className="mt-1 rounded-lg py-1 leading-snug">
                <span className="break-words">{badge}</span>
              </Badge>
            </div>
          </div>
          <div className="mt-4 grid gap-1 border-t border-line pt-3">
            <Link
              ref={profileLink}
              href="/profile"
              aria-current={location === "/profile" ? "page" : undefined}
              onClick={() => setOpen(false)}
              className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-ink-soft hover:bg-paper-muted hover:text-ink"
            >
              <UserRound aria-hidden="true" className="size-4" />
              Profile
            </Link>
            <Button variant="ghost" size="sm" onClick={onLogout} disabled={loggingOut} className="justify-start px-3">
              <LogOut aria-hidden="true" />
              {loggingOut ? "Logging out..." : "Log out"}
            </Button>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
