import { Users } from "lucide-react";
import type { Roundtable } from "@shared/types";
import { Avatar } from "@/components/ui/avatar";
import { Badge, TextBadge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { MatchBadge } from "./match-badge";
import { ProgramFacts } from "@/features/program";
import { useCurrentUser } from "@/lib/auth";
import { fullName } from "@/lib/utils";
import { ChapterDots } from "./chapter-dots";
import { AUDIENCE_LABELS, audienceIncludes } from "./format";
import { WaitlistPlace } from "./waitlist-place";

export const CARD_TAG_LIMIT = 3;

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

export function isFull(roundtable: Pick<Roundtable, "participantCount" | "maxParticipants">): boolean {
  return roundtable.participantCount >= roundtable.maxParticipants;
}

/** "For advisors only": said in place of a Join button the member could not use. */
export const AUDIENCE_ONLY_TEXT = { advisors: "For advisors only", students: "For students only" } as const;

/** Where the member stands with a roundtable: what its badges say and which actions it offers. */
type Standing = {
  own: boolean;
  /** Seated, and not as the organizer. */
  joined: boolean;
  full: boolean;
  /** The roundtable's audience leaves the member out (the server would refuse the join). */
  excluded: boolean;
};

export function RoundtableCard(props: RoundtableCardProps) {
  const { roundtable } = props;
  const { user } = useCurrentUser();
  const own = roundtable.isOrganizer;
  const standing: Standing = {
    own,
    joined: roundtable.isJoined && !own,
    full: isFull(roundtable),
    excluded: user !== null && !audienceIncludes(roundtable.targetAudience, user.userType),
  };
  const { joined, full } = standing;
  const tags = roundtable.tags.length > 0 ? roundtable.tags.slice(0, CARD_TAG_LIMIT) : ["General"];
  const headingId = `roundtable-${roundtable.id}-title`;

  return (
    <Card role="article" aria-labelledby={headingId} className="flex h-full min-w-0 flex-col p-5 transition-shadow hover:shadow-md">
      <div className="flex flex-wrap items-center gap-1.5">
        {tags.map((tag) => (
          <TextBadge key={tag} variant="outline" text={`#${tag}`} />
        ))}
      </div>
      <div className="mt-3 flex flex-wrap gap-1.5">
        {own && <Badge variant="accent">Your Roundtable</Badge>}
        {joined && <Badge variant="success">Joined</Badge>}
        {roundtable.isWaitlisted && <Badge variant="warning">Waitlist</Badge>}
        {full && !own && !joined && <Badge variant="danger">Full</Badge>}
        <Badge variant="neutral">{roundtable.category}</Badge>
        {roundtable.targetAudience !== "both" && <Badge variant="outline">{AUDIENCE_LABELS[roundtable.targetAudience]}</Badge>}
        <MatchBadge level={roundtable.matchLevel} />
      </div>
      <h3 id={headingId} className="mt-3 font-serif text-lg font-semibold leading-snug text-ink">
        {roundtable.title}
      </h3>
      <p className="mt-1.5 line-clamp-3 text-sm text-ink-soft" title={roundtable.description}>
        {roundtable.description}
      </p>
      <WaitlistPlace roundtable={roundtable} className="mt-2" />
      <ProgramFacts roundtable={roundtable} />

      <div className="mt-4 flex items-center gap-2.5">
        <Avatar
          size="sm"
          firstName={roundtable.organizer.firstName}
          lastName={roundtable.organizer.lastName}
          imageUrl={roundtable.organizer.profileImageUrl}
        />
        <div className="min-w-0 text-sm leading-tight">
          <p className="truncate font-medium text-ink" title={fullName(roundtable.organizer)}>
            {fullName(roundtable.organizer)}
          </p>
          <p className="truncate text-xs text-ink-muted" title={roundtable.organizer.chapter ?? undefined}>
            {roundtable.organizer.chapter ?? "Chapter unknown"}
          </p>
        </div>
      </div>

      <div className="mt-auto space-y-2 pt-5">
        <div className="flex items-center justify-between text-sm">
          <span className="inline-flex items-center gap-1.5 text-ink-soft">
            <Users aria-hidden="true" className="size-4" />
            {roundtable.participantCount}/{roundtable.maxParticipants} participants
          </span>
          <ChapterDots chapters={roundtable.chapters} />
        </div>
        <Progress value={roundtable.participantCount} max={roundtable.maxParticipants} label={`${roundtable.participantCount} of ${roundtable.maxParticipants} seats taken`} />
      </div>

      <div className="mt-4 flex flex-wrap gap-2 border-t border-line pt-4 [&>*]:flex-1">
        <CardActions {...props} standing={standing} />
      </div>
    </Card>
  );
}

function CardActions({
  roundtable,
  actions = "all",
  standing: { own, joined, full, excluded },
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
        <Button size="sm" variant="secondary" onClick={() => onViewDetails?.(roundtable)}>
          View Details
        </Button>
      </>
    );
  }
  if (joined) {
    if (actions === "join-only") return <Badge variant="success" className="justify-center py-2">You have joined</Badge>;
    return (
      <>
        <Button size="sm" variant="secondary" onClick={() => onViewDetails?.(roundtable)}>
          View Details
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onLeave?.(roundtable)} disabled={leaving}>
          {leaving ? "Leaving..." : "Leave"}
        </Button>
      </>
    );
  }
  if (roundtable.isWaitlisted) {
    return (
      <>
        <Button size="sm" variant="secondary" disabled>
          Full (Join Waitlist)
        </Button>
        {actions === "all" && (
          <Button size="sm" variant="ghost" onClick={() => onLeave?.(roundtable)} disabled={leaving}>
            {leaving ? "Leaving..." : "Leave Waitlist"}
          </Button>
        )}
      </>
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
