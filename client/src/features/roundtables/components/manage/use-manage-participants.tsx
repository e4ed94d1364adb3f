import { useState } from "react";
import type { Roundtable, RoundtableParticipant } from "@shared/types";
import { toast } from "@/components/ui/use-toast";
import { serverMessageOr } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth";
import { handleUnauthorized } from "@/lib/unauthorized";
import { fullName } from "@/lib/utils";
import { useParticipants } from "../../api/get-participants";
import { useRemoveParticipant } from "../../api/remove-participant";
import { SeatGoesNextDialog } from "../seat-goes-next-dialog";

/** A Manage dialog's participants: who has a seat, who waits, and removing one with its toasts. */
export function useManageParticipants(roundtable: Roundtable) {
  const { user: me } = useCurrentUser();
  const participants = useParticipants(roundtable.id);
  const remove = useRemoveParticipant();
  const everyone = participants.data ?? [];
  const waiting = everyone.filter((participant) => participant.status === "waitlisted");
  const [confirming, setConfirming] = useState<RoundtableParticipant | null>(null);

  const removeNow = (participant: RoundtableParticipant) =>
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
    waiting,
    /** Everyone seated or waiting: the add search offers none of them again. */
    userIds: everyone.map((participant) => participant.user.id),
    /**
     * The organizer keeps their seat, the member managing does not remove themselves here, and a
     * co-organizer doesn't remove another (the server refuses it: docs/product.md, "Co-organizers").
     */
    canRemove: (participant: RoundtableParticipant) =>
      participant.user.id !== roundtable.organizerId &&
      participant.user.id !== me?.id &&
      (roundtable.isOrganizer || !(roundtable.coOrganizers ?? []).some((member) => member.id === participant.user.id)),
    /** Removing a seated member while someone waits asks first: the seat goes to the next in line. */
    remove: (participant: RoundtableParticipant) => {
      if (participant.status === "joined" && waiting.length > 0) setConfirming(participant);
      else removeNow(participant);
    },
    confirmDialog: (
      <SeatGoesNextDialog
        open={confirming !== null}
        title={`Remove ${confirming ? fullName(confirming.user) : ""}?`}
        description="Their seat goes to the next member in line at once, and they are told they were removed."
        confirmLabel="Remove"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) removeNow(confirming);
          setConfirming(null);
        }}
      />
    ),
    removingId: remove.isPending ? remove.variables?.userId : undefined,
  };
}

export type ManagedParticipants = ReturnType<typeof useManageParticipants>;
