import { Users } from "lucide-react";
import { Link } from "wouter";
import { Avatar } from "@/components/ui/avatar";
import { Badge, TextBadge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { MatchBadge } from "./match-badge";
import { ProgramFacts } from "@/features/program";
import { useCurrentUser } from "@/lib/auth";
import { useSeatsClosedReason } from "@/lib/convention";
import { roundtablePath } from "@/lib/roundtable-path";
import { fullName } from "@/lib/utils";
import { ChapterDots } from "./chapter-dots";
import { AUDIENCE_LABELS } from "./format";
import { RoundtableActions, standingOf, type RoundtableCardProps } from "./roundtable-actions";
import { CoOrganizerNames } from "./co-organizer-names";
import { WaitlistPlace } from "./waitlist-place";

export const CARD_TAG_LIMIT = 3;
export { AUDIENCE_ONLY_TEXT, isFull, type RoundtableCardProps } from "./roundtable-actions";

export function RoundtableCard(props: RoundtableCardProps) {
  const { roundtable } = props;
  const { user } = useCurrentUser();
  const own = roundtable.isOrganizer;
  const standing = standingOf(roundtable, user?.userType, useSeatsClosedReason(roundtable));
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
        {roundtable.isCoOrganizer && <Badge variant="accent">Co-organizer</Badge>}
        {joined && <Badge variant="success">Joined</Badge>}
        {roundtable.isWaitlisted && <Badge variant="warning">Waitlist</Badge>}
        {full && !own && !joined && <Badge variant="danger">Full</Badge>}
        <Badge variant="neutral">{roundtable.category}</Badge>
        {roundtable.targetAudience !== "both" && <Badge variant="outline">{AUDIENCE_LABELS[roundtable.targetAudience]}</Badge>}
        <MatchBadge level={roundtable.matchLevel} />
      </div>
      {/* The title opens the roundtable's page: everything about it is readable before joining. */}
      <h3 id={headingId} className="mt-3 font-serif text-lg font-semibold leading-snug text-ink">
        <Link href={roundtablePath(roundtable.id)} className="break-words rounded-sm hover:text-cardinal hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-cardinal">
          {roundtable.title}
        </Link>
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
          <CoOrganizerNames roundtable={roundtable} className="truncate text-xs text-ink-muted" />
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
        <RoundtableActions {...props} standing={standing} />
      </div>
    </Card>
  );
}
