import { toast } from "@/components/ui/use-toast";
import { serverMessageOr } from "@/lib/api-client";
import { handleUnauthorized } from "@/lib/unauthorized";
import { useRestoreProposal } from "../api/restore-proposal";

/** Undo a "not selected", with its toasts. */
export function useRestore() {
  const restore = useRestoreProposal();
  return {
    restore: (roundtable: { id: number; title: string }) =>
      restore.mutate(roundtable.id, {
        onSuccess: () => toast({ title: "Back among the proposals", description: `${roundtable.title} is a proposal again.` }),
        onError: (error) => {
          if (handleUnauthorized(error)) return;
          toast({ title: "Error", description: serverMessageOr(error, "Failed to undo. Please try again."), variant: "destructive" });
        },
      }),
    restoringId: restore.isPending ? restore.variables : undefined,
  };
}
