import type { Roundtable } from "@shared/types";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DetailRow } from "../detail-row";
import { AddParticipantSearch } from "./add-participant-search";
import { CoOrganizersSection } from "./co-organizers-section";
import { ManageDetails } from "./manage-details";
import { ManageDialogFrame, type ManageDialogProps } from "./manage-dialog-frame";
import { ParticipantsSection } from "./participants-section";
import { useManageParticipants } from "./use-manage-participants";

/**
 * My Roundtables' Manage dialog, titled with the roundtable: Current Participants (n/max) and the
 * Add Participants search always open below them (docs/product.md, "Roundtables").
 */
export function MyRoundtablesManageDialog(props: ManageDialogProps) {
  return (
    <ManageDialogFrame {...props}>
      {(roundtable) => (
        <>
          <DialogHeader>
            <DialogTitle>{roundtable.title}</DialogTitle>
            <DialogDescription>Add members, remove participants and see who is waiting.</DialogDescription>
          </DialogHeader>
          <ManageDetails roundtable={roundtable}>
            <DetailRow label="Category">{roundtable.category}</DetailRow>
            <DetailRow label="Max participants">{roundtable.maxParticipants}</DetailRow>
          </ManageDetails>
          <MyRoundtablesParticipants roundtable={roundtable} />
          <CoOrganizersSection roundtable={roundtable} />
        </>
      )}
    </ManageDialogFrame>
  );
}

function MyRoundtablesParticipants({ roundtable }: { roundtable: Roundtable }) {
  const participants = useManageParticipants(roundtable);
  return (
    <ParticipantsSection
      roundtable={roundtable}
      participants={participants}
      heading={`Current Participants (${participants.joined.length}/${roundtable.maxParticipants})`}
      afterList={<AddParticipantSearch roundtable={roundtable} participantIds={participants.userIds} heading="Add Participants" />}
    />
  );
}
