import { AlertTriangle } from "lucide-react";
import { useState } from "react";
import type { Roundtable } from "@shared/types";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { handleUnauthorized } from "@/lib/unauthorized";
import { useDeleteRoundtable } from "../api/delete-roundtable";

/** Delete Roundtable: a warning, then a confirm step, then Deleting... */
export function DeleteRoundtableDialog({
  roundtable,
  onOpenChange,
  onDeleted,
}: {
  roundtable: Roundtable | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteRoundtable();
  const [confirming, setConfirming] = useState(false);
  const close = (open: boolean) => {
    if (!open) setConfirming(false);
    onOpenChange(open);
  };

  const confirmDelete = () => {
    if (!roundtable) return;
    remove.mutate(roundtable.id, {
      onSuccess: () => {
        toast({ title: "Roundtable deleted successfully." });
        close(false);
        onDeleted?.();
      },
      onError: (error) => {
        if (handleUnauthorized(error)) return;
        toast({ title: "Error", description: "Failed to delete roundtable. Please try again.", variant: "destructive" });
      },
    });
  };

  return (
    <Dialog open={roundtable !== null} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete Roundtable</DialogTitle>
          <DialogDescription>
            This action cannot be undone. Deleting "{roundtable?.title}" removes all of its participants and its waitlist.
          </DialogDescription>
        </DialogHeader>
        {confirming && (
          <p role="alert" className="flex items-start gap-2 rounded-md border border-danger/30 bg-danger-soft p-3 text-sm text-danger">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Are you sure? Everyone who joined will be told it was cancelled.
          </p>
        )}
        <DialogFooter>
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          {confirming ? (
            <Button variant="destructive" onClick={confirmDelete} disabled={remove.isPending}>
              {remove.isPending ? "Deleting..." : "Yes, delete it"}
            </Button>
          ) : (
            <Button variant="destructive" onClick={() => setConfirming(true)}>
              Delete
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
