import type { UserType } from "@shared/constants";
import type { Roundtable } from "@shared/types";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { isFull } from "@/lib/seats";
import { canManage } from "./can-manage";
import { audienceIncludes } from "./format";

export { isFull } from "@/lib/seats";

export type RoundtableCardProps = {
  roundtable: Roundtable;
  /** "join-only" on Browse: no Manage, Leave or Details. */
  actions?: "all" | "join-only";
  onJoin?: (roundtable: Roundtable) => void;
  onLeave?: (roundtable: Roundtable) => void;
  onManage?: (roundtable: Roundtable) => void;
  onViewDetails?: (roundtable: Roundtable) => void;
  joining?: boolean;
  leaving?: boolean;
};

/** "For advisors only": said in place of a Join button the member could not use. */
export const AUDIENCE_ONLY_TEXT = { advisors: "For advisors only", students: "For students only" } as const;

/** Where the member stands with a roundtable: what its badges say and which actions it offers. */
export type Standing = {
  own: boolean;
  /** Seated, and not as the organizer. */
  joined: boolean;
  full: boolean;
  /** The roundtable's audience leaves the member out (the server would refuse the join). */
  excluded: boolean;
  /** Why joining and leaving are over (the convention over, the session started), or null. */
  closed: string | null;
};

export function standingOf(roundtable: Roundtable, userType: UserType | undefined, closed: string | null = null): Standing {
  // Manage is for those who manage it: the organizer and co-organizers (can-manage.ts).
  const own = canManage(roundtable);
  return {
    own,
    joined: roundtable.isJoined && !own,
    full: isFull(roundtable),
    excluded: userType !== undefined && !audienceIncludes(roundtable.targetAudience, userType),
    closed,
  };
}

/** The member's actions on a roundtable, on its card and its page. */
export function RoundtableActions({
  roundtable,
  actions = "all",
  standing: { own, joined, full, excluded, closed },
  onJoin,
  onLeave,
  onManage,
  onViewDetails,
  joining,
  leaving,
}: RoundtableCardProps & { standing: Standing }) {
  if (own) {
    if (actions === "join-only") return <Badge variant="accent" className="justify-center py-2">You organize this roundtable</Badge>;
    return (
      <>
        {onManage && (
          <Button size="sm" onClick={() => onManage(roundtable)}>
            Manage
          </Button>
        )}
        {onViewDetails && (
          <Button size="sm" variant="secondary" onClick={() => onViewDetails(roundtable)}>
            View Details
          </Button>
        )}
      </>
    );
  }
  // Never offered what the server would refuse: the reason stands in place of Join and Leave.
  if (closed) {
    return (
      <>
        <p className="rounded-md border border-dashed border-line bg-paper px-3 py-1.5 text-center text-sm font-medium text-ink-soft">{closed}</p>
        {actions === "all" && onViewDetails && (
          <Button size="sm" variant="secondary" onClick={() => onViewDetails(roundtable)}>
            View Details
          </Button>
        )}
      </>
    );
  }
  if (joined) {
    if (actions === "join-only") return <Badge variant="success" className="justify-center py-2">You have joined</Badge>;
    return (
      <>
        {onViewDetails && (
          <Button size="sm" variant="secondary" onClick={() => onViewDetails(roundtable)}>
            View Details
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={() => onLeave?.(roundtable)} disabled={leaving}>
          {leaving ? "Leaving..." : "Leave"}
        </Button>
      </>
    );
  }
  if (roundtable.isWaitlisted) {
    // In line already: the one thing to do is leave the line (a disabled "Join Waitlist" beside it only confused).
    if (actions === "join-only") return <Badge variant="warning" className="justify-center py-2">You are on the waitlist</Badge>;
    return (
      <Button size="sm" variant="ghost" onClick={() => onLeave?.(roundtable)} disabled={leaving}>
        {leaving ? "Leaving..." : "Leave Waitlist"}
      </Button>
    );
  }
  if (excluded && roundtable.targetAudience !== "both") {
    return (
      <p className="rounded-md border border-dashed border-line bg-paper px-3 py-1.5 text-center text-sm font-medium text-ink-soft">
        {AUDIENCE_ONLY_TEXT[roundtable.targetAudience]}
      </p>
    );
  }
  if (full) {
    // A disabled "Full" alone would leave no way onto the waitlist (docs/product.md, "Seats and waitlist").
    return (
      <>
        <Button size="sm" variant="secondary" disabled>
          Full
        </Button>
        <Button size="sm" onClick={() => onJoin?.(roundtable)} disabled={joining}>
          {joining ? "Joining..." : "Join Waitlist"}
        </Button>
      </>
    );
  }
  return (
    <Button size="sm" onClick={() => onJoin?.(roundtable)} disabled={joining}>
      {joining ? "Joining..." : "Join Roundtable"}
    </Button>
  );
}
