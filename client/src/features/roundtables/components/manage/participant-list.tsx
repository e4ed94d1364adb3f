import { Trash2 } from "lucide-react";
import type { RoundtableParticipant } from "@shared/types";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { fullName } from "@/lib/utils";
import { formatJoinedDate } from "../format";

export type ParticipantListProps = {
  /** The waitlist: an ordered list with each member's place in line. */
  numbered?: boolean;
  participants: RoundtableParticipant[];
  organizerId: number;
  /** Each member's e-mail and joined date under the name (the Dashboard's view). */
  showEmailAndDate: boolean;
  canRemove: (participant: RoundtableParticipant) => boolean;
  onRemove: (participant: RoundtableParticipant) => void;
  removingId: number | undefined;
};

/** Seated or waiting members, each with a role badge and, where allowed, Remove. */
export function ParticipantList({ numbered = false, participants, organizerId, showEmailAndDate, canRemove, onRemove, removingId }: ParticipantListProps) {
  const List = numbered ? "ol" : "ul";
  return (
    <List aria-label={numbered ? "Waitlist" : undefined} className="divide-y divide-line rounded-lg border border-line bg-white">
      {participants.map((participant, index) => (
        <li key={participant.id} className="flex items-center gap-3 px-3 py-2.5">
          {numbered && <span className="w-6 shrink-0 text-sm font-semibold tabular-nums text-ink-muted">#{index + 1}</span>}
          <Avatar size="sm" firstName={participant.user.firstName} lastName={participant.user.lastName} imageUrl={participant.user.profileImageUrl} />
          <div className="min-w-0 flex-1 text-sm">
            <p className="flex flex-wrap items-center gap-1.5 font-medium text-ink">
              {fullName(participant.user)}
              <Badge variant={participant.user.userType === "advisor" ? "accent" : "neutral"}>
                {participant.user.userType === "advisor" ? "Advisor" : "Student"}
              </Badge>
              {participant.user.id === organizerId && <Badge variant="outline">Organizer</Badge>}
            </p>
            {showEmailAndDate && (
              <p className="truncate text-xs text-ink-muted" title={participant.user.email ?? undefined}>
                {/* A member who keeps their address private is shown by name only. */}
                {participant.user.email ? `${participant.user.email} · ` : ""}Joined {formatJoinedDate(participant.joinedAt)}
              </p>
            )}
          </div>
          {canRemove(participant) && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onRemove(participant)}
              disabled={removingId === participant.user.id}
              aria-label={`Remove ${fullName(participant.user)}`}
            >
              <Trash2 aria-hidden="true" />
              {removingId === participant.user.id ? "Removing..." : "Remove"}
            </Button>
          )}
        </li>
      ))}
    </List>
  );
}
