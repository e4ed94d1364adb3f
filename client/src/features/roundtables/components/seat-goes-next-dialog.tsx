import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

type SeatGoesNextDialogProps = {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Asked before a seat someone waits for is given up (leaving, or removing a participant): the
 * next in line takes it at once, so it can't be undone by joining again.
 */
export function SeatGoesNextDialog({ open, title, description, confirmLabel, onConfirm, onCancel }: SeatGoesNextDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Whether giving up this seat hands it to someone waiting. */
export function someoneWaits(roundtable: { waitlistCount: number }): boolean {
  return roundtable.waitlistCount > 0;
}
