import { Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import type { Roundtable } from "@shared/types";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { useChangesClosedReason } from "@/lib/convention";

/** What a page hands either Manage dialog. */
export type ManageDialogProps = {
  roundtable: Roundtable | null;
  onOpenChange: (open: boolean) => void;
  onEdit?: (roundtable: Roundtable) => void;
  onDelete?: (roundtable: Roundtable) => void;
};

type ManageDialogFrameProps = ManageDialogProps & {
  /** The dialog's own heading, details and participants, for the roundtable it is open on. */
  children: (roundtable: Roundtable) => ReactNode;
};

/** The dialog both Manage views open in, with Edit Details and Delete at its foot. */
export function ManageDialogFrame({ roundtable, onOpenChange, onEdit, onDelete, children }: ManageDialogFrameProps) {
  // The server refuses edits and deletes at a convention that is over: say why instead of offering them.
  const closed = useChangesClosedReason(roundtable);
  return (
    <Dialog open={roundtable !== null} onOpenChange={onOpenChange}>
      {/* Focus starts on the dialog, not the search box: on a phone that would pop the keyboard up over it. */}
      <DialogContent className="max-w-2xl" focusDialogOnOpen>
        {roundtable && (
          <>
            {children(roundtable)}
            {(onEdit || onDelete) && closed && (
              <DialogFooter>
                <p className="text-sm text-ink-muted">{closed}</p>
              </DialogFooter>
            )}
            {(onEdit || onDelete) && !closed && (
              <DialogFooter>
                {/* Delete stays small and quiet, first, so apart on the left (at the foot on a phone): a confirm follows, but it is not the dialog's main act.
                    Only the organizer deletes; a co-organizer edits (can-manage.ts). */}
                {roundtable.isOrganizer && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="self-start text-danger hover:bg-danger/10 hover:text-danger sm:mr-auto sm:self-center"
                  onClick={() => onDelete?.(roundtable)}
                >
                  <Trash2 aria-hidden="true" />
                  Delete
                </Button>
                )}
                <Button variant="secondary" onClick={() => onEdit?.(roundtable)}>
                  Edit Details
                </Button>
              </DialogFooter>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
