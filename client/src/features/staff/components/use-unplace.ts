import { toast } from "@/components/ui/use-toast";
import { serverMessageOr } from "@/lib/api-client";
import { handleUnauthorized } from "@/lib/unauthorized";
import { useUnplaceRoundtable } from "../api/unplace-roundtable";

/** Take off the program, with its toasts. */
export function useUnplace() {
  const unplace = useUnplaceRoundtable();
  return {
    unplace: (roundtable: { id: number; title: string }) =>
      unplace.mutate(roundtable.id, {
        onSuccess: () => toast({ title: "Taken off the program", description: `${roundtable.title} is a proposal again.` }),
        onError: (error) => {
          if (handleUnauthorized(error)) return;
          toast({ title: "Error", description: serverMessageOr(error, "Failed to take the roundtable off the program. Please try again."), variant: "destructive" });
        },
      }),
    unplacingId: unplace.isPending ? unplace.variables : undefined,
  };
}
