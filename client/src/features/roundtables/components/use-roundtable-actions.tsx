import { useState } from "react";
import type { Roundtable } from "@shared/types";
import { toast } from "@/components/ui/use-toast";
import { errorWords, hasErrorCode } from "@/lib/api-client";
import { handleUnauthorized } from "@/lib/unauthorized";
import { useJoinRoundtable } from "../api/join-roundtable";
import { useLeaveRoundtable } from "../api/leave-roundtable";
import { refusalReason } from "./refusal-reason";
import { SeatGoesNextDialog, someoneWaits } from "./seat-goes-next-dialog";

/**
 * Join and leave with their toasts (docs/product.md, "Seats and waitlist"); `errorTitle` is
 * "Error" on the dashboard. Leaving a seat someone waits for asks first: render `confirmDialog`.
 */
export function useRoundtableActions({ errorTitle }: { errorTitle?: string } = {}) {
  const join = useJoinRoundtable();
  const leave = useLeaveRoundtable();
  const [confirming, setConfirming] = useState<Roundtable | null>(null);

  const leaveNow = (roundtable: Roundtable) =>
    leave.mutate(roundtable.id, {
      // A place in line is not a seat: say which one the member gave up.
      onSuccess: () => toast({ title: roundtable.isWaitlisted ? "You left the waitlist." : "Successfully left the roundtable." }),
      onError: (error) => {
        if (handleUnauthorized(error)) return;
        toast({ title: errorTitle ?? "Leave Failed", description: refusalReason(error) ?? "Failed to leave roundtable. Please try again.", variant: "destructive" });
      },
    });

  return {
    join: (id: number) =>
      join.mutate(id, {
        onSuccess: (result) => {
          if (result.waitlisted) {
            toast({ title: "Added to Waitlist", description: "The roundtable is full, but you've been added to the waitlist." });
          } else {
            toast({ title: "Successfully joined the roundtable!" });
          }
        },
        onError: (error) => {
          if (handleUnauthorized(error)) return;
          const already = hasErrorCode(error, "already_participating");
          toast({
            title: errorTitle ?? (already ? "Already Joined" : "Join Failed"),
            description: already ? errorWords(error, "") : (refusalReason(error) ?? "Failed to join roundtable. Please try again."),
            variant: "destructive",
          });
        },
      }),
    /** A seated member leaving a seat someone waits for is asked first; a place in line goes at once. */
    leave: (roundtable: Roundtable) => {
      if (roundtable.isJoined && !roundtable.isWaitlisted && someoneWaits(roundtable)) setConfirming(roundtable);
      else leaveNow(roundtable);
    },
    confirmDialog: (
      <SeatGoesNextDialog
        open={confirming !== null}
        title="Leave this roundtable?"
        description={`Your seat at "${confirming?.title ?? ""}" goes to the next member in line. If you join again, you wait at the end of the line.`}
        confirmLabel="Leave"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) leaveNow(confirming);
          setConfirming(null);
        }}
      />
    ),
    joiningId: join.isPending ? join.variables : undefined,
    leavingId: leave.isPending ? leave.variables : undefined,
  };
}
