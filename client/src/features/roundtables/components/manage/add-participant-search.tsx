import { useState } from "react";
import type { Roundtable, UserSearchResult } from "@shared/types";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { serverMessageOr } from "@/lib/api-client";
import { handleUnauthorized } from "@/lib/unauthorized";
import { useAddParticipant } from "../../api/add-participant";
import { useMemberSearch } from "../../api/search-members";
import { MemberSearchResults } from "../member-search-results";
import { isFull } from "../roundtable-actions";
import { useDebounced } from "../use-debounced";

type AddParticipantSearchProps = {
  roundtable: Roundtable;
  /** Seated and waiting members: marked Already Added instead of offered. */
  participantIds: number[];
  heading?: string;
  autoFocus?: boolean;
};

/** Search the directory and add a member at once; the organizer and current participants are marked, not offered. */
export function AddParticipantSearch({ roundtable, participantIds, heading, autoFocus }: AddParticipantSearchProps) {
  const [text, setText] = useState("");
  const query = useDebounced(text);
  const search = useMemberSearch("/api/users", query);
  const add = useAddParticipant();
  // The server refuses an add to a full roundtable: say so here rather than after a click.
  const full = isFull(roundtable);
  const fullNoteId = `add-participant-${roundtable.id}-full`;

  const addMember = (member: UserSearchResult) =>
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

  const action = (member: UserSearchResult) => {
    if (member.id === roundtable.organizerId || participantIds.includes(member.id)) {
      return (
        <Button size="sm" variant="secondary" disabled>
          {member.id === roundtable.organizerId ? "Organizer" : "Already Added"}
        </Button>
      );
    }
    const adding = add.isPending && add.variables?.userId === member.id;
    return (
      <Button size="sm" onClick={() => addMember(member)} disabled={adding || full} aria-describedby={full ? fullNoteId : undefined}>
        {adding ? "Adding..." : "Add"}
      </Button>
    );
  };

  return (
    <div className="space-y-2 rounded-lg border border-line bg-paper p-3">
      {heading && <h4 className="text-sm font-semibold text-ink">{heading}</h4>}
      {full && (
        <p id={fullNoteId} className="text-sm text-warning">
          This roundtable is full: remove a participant or raise max participants to add someone.
        </p>
      )}
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
      <MemberSearchResults
        label="Users found"
        className="max-h-48"
        query={query.trim()}
        isLoading={search.isLoading}
        members={search.data ?? []}
        renderAction={action}
      />
    </div>
  );
}
