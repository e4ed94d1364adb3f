import { useEffect, useState } from "react";
import type { ProgramSession } from "@shared/types";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { ApiError, serverMessageOr } from "@/lib/api-client";
import { handleUnauthorized } from "@/lib/unauthorized";
import { useDeleteSession } from "../api/delete-session";
import { Refusal } from "./refusal";

type RemoveSessionDialogProps = { session: ProgramSession | null; onOpenChange: (open: boolean) => void };

/** Asks before a session and its rooms go; a session holding a placed roundtable is refused by name. */
export function RemoveSessionDialog({ session, onOpenChange }: RemoveSessionDialogProps) {
  const remove = useDeleteSession();
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => setRefusal(null), [session]);

  const confirm = () => {
    if (!session) return;
    remove.mutate(session.id, {
      onSuccess: () => {
        toast({ title: "Session removed", description: `${session.name} and its rooms are off the program.` });
        onOpenChange(false);
      },
      onError: (error) => {
        if (handleUnauthorized(error)) return;
        if (error instanceof ApiError && error.status === 409 && error.serverMessage) setRefusal(error.serverMessage);
        else toast({ title: "Error", description: serverMessageOr(error, "Failed to remove the session. Please try again."), variant: "destructive" });
      },
    });
  };

  return (
    <Dialog open={session !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Remove {session?.name}?</DialogTitle>
          <DialogDescription>The session and its rooms leave the program. A session that holds a placed roundtable can't be removed: move the roundtable first.</DialogDescription>
        </DialogHeader>
        <Refusal message={refusal} />
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending || refusal !== null}>
            {remove.isPending ? "Removing..." : "Remove Session"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
