import { Trash2, UserPlus } from "lucide-react";
import { useState } from "react";
import type { PublicUser, Roundtable, RoundtableParticipant } from "@shared/types";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { serverMessageOr } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth";
import { useConvention } from "@/lib/convention";
import { handleUnauthorized } from "@/lib/unauthorized";
import { fullName } from "@/lib/utils";
import { useParticipants } from "../api/get-participants";
import { useAddParticipant } from "../api/add-participant";
import { useRemoveParticipant } from "../api/remove-participant";
import { useMemberSearch } from "../api/search-members";
import { DetailRow } from "./roundtable-details-dialog";
import { AUDIENCE_LABELS, formatJoinedDate, formatScheduledDate } from "./format";
import { SeatFirstInLine } from "./seat-first-in-line";
import { useDebounced } from "./invitee-picker";

type ManageRoundtableDialogProps = {
  roundtable: Roundtable | null;
  onOpenChange: (open: boolean) => void;
  /** "dashboard": SPEC.md's Manage Roundtable with Edit Details and Delete; "my-roundtables": the participants view. */
  variant: "dashboard" | "my-roundtables";
  onEdit?: (roundtable: Roundtable) => void;
  onDelete?: (roundtable: Roundtable) => void;
};

export function ManageRoundtableDialog({ roundtable, onOpenChange, variant, onEdit, onDelete }: ManageRoundtableDialogProps) {
  const { data: convention } = useConvention();
  return (
    <Dialog open={roundtable !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        {roundtable && (
          <>
            <DialogHeader>
              <DialogTitle>{variant === "dashboard" ? "Manage Roundtable" : roundtable.title}</DialogTitle>
              <DialogDescription>
                {variant === "dashboard" ? roundtable.title : "Add members, remove participants and see who is waiting."}
              </DialogDescription>
            </DialogHeader>
            <dl className="grid gap-4 rounded-lg border border-line bg-paper p-4 sm:grid-cols-2">
              {variant === "dashboard" && <DetailRow label="Title">{roundtable.title}</DetailRow>}
              <DetailRow label="Category">{roundtable.category}</DetailRow>
              {variant === "dashboard" && <DetailRow label="Target audience">{AUDIENCE_LABELS[roundtable.targetAudience]}</DetailRow>}
              <DetailRow label="Max participants">{roundtable.maxParticipants}</DetailRow>
              {variant === "dashboard" && <DetailRow label="Current participants">{roundtable.participantCount}</DetailRow>}
              {variant === "dashboard" && <DetailRow label="Scheduled">{formatScheduledDate(roundtable.scheduledDate, convention?.timeZone)}</DetailRow>}
              <div className="sm:col-span-2">
                <DetailRow label="Description">
                  <span className="line-clamp-4 whitespace-pre-line">{roundtable.description}</span>
                </DetailRow>
              </div>
            </dl>
            <ParticipantsSection roundtable={roundtable} variant={variant} />
            {variant === "dashboard" && (
              <DialogFooter>
                <Button variant="secondary" onClick={() => onEdit?.(roundtable)}>
                  Edit Details
                </Button>
                <Button variant="destructive" onClick={() => onDelete?.(roundtable)}>
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
              </DialogFooter>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ParticipantsSection({ roundtable, variant }: { roundtable: Roundtable; variant: "dashboard" | "my-roundtables" }) {
  const { user: me } = useCurrentUser();
  const participants = useParticipants(roundtable.id);
  const remove = useRemoveParticipant();
  const [adding, setAdding] = useState(false);
  const joined = (participants.data ?? []).filter((participant) => participant.status === "joined");
  const waiting = (participants.data ?? []).filter((participant) => participant.status === "waitlisted");
  const heading =
    variant === "dashboard" ? `Participants (${joined.length})` : `Current Participants (${joined.length}/${roundtable.maxParticipants})`;

  const removeParticipant = (participant: RoundtableParticipant) =>
    remove.mutate(
      { id: roundtable.id, userId: participant.user.id },
      {
        onSuccess: () => toast({ title: "Participant removed successfully." }),
        onError: (error) => {
          if (handleUnauthorized(error)) return;
          toast({ title: "Error", description: serverMessageOr(error, "Failed to remove participant. Please try again."), variant: "destructive" });
        },
      },
    );

  const addSearch = (autoFocus: boolean) => (
    <AddParticipantSearch
      roundtable={roundtable}
      participantIds={(participants.data ?? []).map((participant) => participant.user.id)}
      heading={variant === "dashboard" ? undefined : "Add Participants"}
      autoFocus={autoFocus}
    />
  );

  const canRemove = (participant: RoundtableParticipant) =>
    participant.user.id !== roundtable.organizerId && participant.user.id !== me?.id;

  return (
    <section className="mt-5 space-y-3" aria-label="Participants">
      <div className="flex items-center justify-between">
        <h3 className="font-serif text-base font-semibold text-ink">{heading}</h3>
        {variant === "dashboard" && (
          <Button variant="secondary" size="sm" onClick={() => setAdding((value) => !value)} aria-expanded={adding}>
            <UserPlus aria-hidden="true" />
            Add Participant
          </Button>
        )}
      </div>
      {adding && variant === "dashboard" && addSearch(true)}
      {participants.isLoading ? (
        <div className="space-y-2">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : (
        <ParticipantList
          participants={joined}
          organizerId={roundtable.organizerId}
          showEmailAndDate={variant === "dashboard"}
          canRemove={canRemove}
          onRemove={removeParticipant}
          removingId={remove.isPending ? remove.variables?.userId : undefined}
        />
      )}
      {waiting.length > 0 && (
        <div>
          <div className="mb-1.5 flex flex-wrap items-center justify-between gap-2">
            <h4 className="text-xs font-semibold uppercase tracking-wide text-ink-muted">Waitlist ({waiting.length})</h4>
            <SeatFirstInLine roundtable={roundtable} joined={joined.length} waiting={waiting} />
          </div>
          <ParticipantList
            numbered
            participants={waiting}
            organizerId={roundtable.organizerId}
            showEmailAndDate={variant === "dashboard"}
            canRemove={canRemove}
            onRemove={removeParticipant}
            removingId={remove.isPending ? remove.variables?.userId : undefined}
          />
        </div>
      )}
      {variant === "my-roundtables" && addSearch(false)}
    </section>
  );
}

function ParticipantList({
  numbered = false,
  participants,
  organizerId,
  showEmailAndDate,
  canRemove,
  onRemove,
  removingId,
}: {
  /** The waitlist: an ordered list with each member's place in line. */
  numbered?: boolean;
  participants: RoundtableParticipant[];
  organizerId: number;
  showEmailAndDate: boolean;
  canRemove: (participant: RoundtableParticipant) => boolean;
  onRemove: (participant: RoundtableParticipant) => void;
  removingId: number | undefined;
}) {
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
              <p className="truncate text-xs text-ink-muted">
                {participant.user.email} · Joined {formatJoinedDate(participant.joinedAt)}
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

function AddParticipantSearch({
  roundtable,
  participantIds,
  heading,
  autoFocus,
}: {
  roundtable: Roundtable;
  participantIds: number[];
  heading?: string;
  autoFocus?: boolean;
}) {
  const [text, setText] = useState("");
  const query = useDebounced(text);
  const search = useMemberSearch(query);
  const add = useAddParticipant();

  const addMember = (member: PublicUser) =>
    add.mutate(
      { id: roundtable.id, userId: member.id },
      {
        onSuccess: () => toast({ title: "Participant added successfully." }),
        onError: (error) => {
          if (handleUnauthorized(error)) return;
          toast({ title: "Error", description: serverMessageOr(error, "Failed to add participant. Please try again."), variant: "destructive" });
        },
      },
    );

  return (
    <div className="space-y-2 rounded-lg border border-line bg-paper p-3">
      {heading && <h4 className="text-sm font-semibold text-ink">{heading}</h4>}
      <label className="sr-only" htmlFor={`add-participant-${roundtable.id}`}>
        Search users by name or email
      </label>
      <Input
        id={`add-participant-${roundtable.id}`}
        placeholder="Search users by name or email..."
        autoFocus={autoFocus}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {query.trim() && (
        <ul aria-label="Users found" className="max-h-48 divide-y divide-line overflow-y-auto rounded-md border border-line bg-white">
          {search.isLoading ? (
            <li className="px-3 py-2 text-sm text-ink-muted">Searching...</li>
          ) : (search.data ?? []).length === 0 ? (
            <li className="px-3 py-2 text-sm text-ink-muted">No users found for "{query.trim()}"</li>
          ) : (
            (search.data ?? []).map((member) => (
              <li key={member.id} className="flex items-center gap-2 px-3 py-2 text-sm">
                <Avatar size="sm" firstName={member.firstName} lastName={member.lastName} imageUrl={member.profileImageUrl} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{fullName(member)}</span>
                  <span className="block truncate text-xs text-ink-muted">{member.email}</span>
                </span>
                {member.id === roundtable.organizerId ? (
                  <Button size="sm" variant="secondary" disabled>
                    Organizer
                  </Button>
                ) : participantIds.includes(member.id) ? (
                  <Button size="sm" variant="secondary" disabled>
                    Already Added
                  </Button>
                ) : (
                  <Button size="sm" onClick={() => addMember(member)} disabled={add.isPending && add.variables?.userId === member.id}>
                    {add.isPending && add.variables?.userId === member.id ? "Adding..." : "Add"}
                  </Button>
                )}
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
