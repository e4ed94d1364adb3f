import { toast } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { handleUnauthorized } from "@/lib/unauthorized";
import { useJoinRoundtable } from "../api/join-roundtable";
import { useLeaveRoundtable } from "../api/leave-roundtable";

/** Join and leave with their toasts (docs/product.md, "Seats and waitlist"); `errorTitle` is "Error" on the dashboard. */
export function useRoundtableActions({ errorTitle }: { errorTitle?: string } = {}) {
  const join = useJoinRoundtable();
  const leave = useLeaveRoundtable();

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
          const already = error.message.includes("already participating");
          // A refusal for the audience (403) says why; anything else gets the generic text.
          const refused = error instanceof ApiError && error.status === 403 ? error.serverMessage : undefined;
          toast({
            title: errorTitle ?? (already ? "Already Joined" : "Join Failed"),
            description: already ? "You have already joined this roundtable." : (refused ?? "Failed to join roundtable. Please try again."),
            variant: "destructive",
          });
        },
      }),
    leave: (id: number) =>
      leave.mutate(id, {
        onSuccess: () => toast({ title: "Successfully left the roundtable." }),
        onError: (error) => {
          if (handleUnauthorized(error)) return;
          toast({ title: errorTitle ?? "Leave Failed", description: "Failed to leave roundtable. Please try again.", variant: "destructive" });
        },
      }),
    joiningId: join.isPending ? join.variables : undefined,
    leavingId: leave.isPending ? leave.variables : undefined,
  };
}
