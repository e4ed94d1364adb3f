import { useState, type ComponentType } from "react";
import type { Roundtable } from "@shared/types";
import { DeleteRoundtableDialog } from "./delete-roundtable-dialog";
import { EditRoundtableDialog } from "./edit-roundtable-dialog";
import type { ManageDialogProps } from "./manage/manage-dialog-frame";
import { RoundtableDetailsDialog } from "./roundtable-details-dialog";

/**
 * The dialogs a page opens from its cards, with the page's own Manage dialog. Manage, edit and
 * delete follow the roundtable's latest copy from the list, so counts update while a dialog is open.
 */
export function useRoundtableDialogs(ManageDialog: ComponentType<ManageDialogProps>, roundtables: Roundtable[]) {
  const [managingId, setManagingId] = useState<number | null>(null);
  const [details, setDetails] = useState<Roundtable | null>(null);
  const [editing, setEditing] = useState<Roundtable | null>(null);
  const [deleting, setDeleting] = useState<Roundtable | null>(null);
  const managing = roundtables.find((roundtable) => roundtable.id === managingId) ?? null;

  const dialogs = (
    <>
      <ManageDialog
        roundtable={managing}
        onOpenChange={(open) => !open && setManagingId(null)}
        onEdit={(roundtable) => {
          setManagingId(null);
          setEditing(roundtable);
        }}
        onDelete={(roundtable) => {
          setManagingId(null);
          setDeleting(roundtable);
        }}
      />
      <RoundtableDetailsDialog roundtable={details} onOpenChange={(open) => !open && setDetails(null)} />
      <EditRoundtableDialog
        roundtable={editing}
        onOpenChange={(open) => !open && setEditing(null)}
        // Saved: back to Manage, which reads the refreshed list, so it shows the new values.
        onSaved={(roundtable) => {
          setEditing(null);
          setManagingId(roundtable.id);
        }}
      />
      <DeleteRoundtableDialog roundtable={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </>
  );

  return {
    dialogs,
    manage: (roundtable: Roundtable) => setManagingId(roundtable.id),
    viewDetails: setDetails,
  };
}
