import type { Roundtable, RoundtableParticipant } from "@shared/types";
import { toast } from "@/components/ui/use-toast";
import { serverMessageOr } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth";
import { handleUnauthorized } from "@/lib/unauthorized";
import { useParticipants } from "../../api/get-participants";
import { useRemoveParticipant } from "../../api/remove-participant";

/** A Manage dialog's participants: who has a seat, who waits, and removing one with its toasts. */
export function useManageParticipants(roundtable: Roundtable) {
  const { user: me } = useCurrentUser();
  const participants = useParticipants(roundtable.id);
  const remove = useRemoveParticipant();
  const everyone = participants.data ?? [];

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

  return {
    isLoading: participants.isLoading,
    joined: everyone.filter((participant) => participant.status === "joined"),
    waiting: everyone.filter((participant) => participant.status === "waitlisted"),
    /** Everyone seated or waiting: the add search offers none of them again. */
    userIds: everyone.map((participant) => participant.user.id),
    /** The organizer keeps their seat, and the member managing does not remove themselves here. */
    canRemove: (participant: RoundtableParticipant) => participant.user.id !== roundtable.organizerId && participant.user.id !== me?.id,
    remove: removeParticipant,
    removingId: remove.isPending ? remove.variables?.userId : undefined,
  };
}

export type ManagedParticipants = ReturnType<typeof useManageParticipants>;
