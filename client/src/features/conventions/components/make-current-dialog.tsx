import type { Convention } from "@shared/types";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { serverMessageOr } from "@/lib/api-client";
import { handleUnauthorized } from "@/lib/unauthorized";
import { useMakeCurrent } from "../api/make-current";

type MakeCurrentDialogProps = { convention: Convention | null; current: Convention | undefined; onOpenChange: (open: boolean) => void };

/** Asks before members move to another convention: it changes what every page shows. */
export function MakeCurrentDialog({ convention, current, onOpenChange }: MakeCurrentDialogProps) {
  const makeCurrent = useMakeCurrent();
  const confirm = () => {
    if (!convention) return;
    makeCurrent.mutate(convention.id, {
      onSuccess: () => {
        toast({ title: "Current convention changed", description: `Members now work on the ${convention.name}.` });
        onOpenChange(false);
      },
      onError: (error) => {
        if (handleUnauthorized(error)) return;
        toast({ title: "Error", description: serverMessageOr(error, "Failed to make the convention current. Please try again."), variant: "destructive" });
      },
    });
  };
  return (
    <Dialog open={convention !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Make the {convention?.name} current?</DialogTitle>
          <DialogDescription>
            Members propose, browse and join roundtables for it from now on
            {current ? `; the ${current.name} moves to Past conventions and stays readable there` : ""}.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={confirm} disabled={makeCurrent.isPending}>
            {makeCurrent.isPending ? "Making current..." : "Make Current"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
