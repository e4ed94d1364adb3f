import { UserPlus } from "lucide-react";
import { useState } from "react";
import type { Roundtable } from "@shared/types";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useConvention } from "@/lib/convention";
import { DetailRow } from "../detail-row";
import { AUDIENCE_LABELS, formatScheduledDate, scheduledDateOf } from "../format";
import { AddParticipantSearch } from "./add-participant-search";
import { CoOrganizersSection } from "./co-organizers-section";
import { ManageDetails } from "./manage-details";
import { ManageDialogFrame, type ManageDialogProps } from "./manage-dialog-frame";
import { ParticipantsSection } from "./participants-section";
import { useManageParticipants } from "./use-manage-participants";

/**
 * The Dashboard's Manage Roundtable: every fact of the roundtable, each participant's e-mail and
 * joined date, and an Add Participant toggle (docs/product.md, "Roundtables").
 */
export function DashboardManageDialog(props: ManageDialogProps) {
  const { data: convention } = useConvention();
  return (
    <ManageDialogFrame {...props}>
      {(roundtable) => (
        <>
          <DialogHeader>
            <DialogTitle>Manage Roundtable</DialogTitle>
            <DialogDescription>{roundtable.title}</DialogDescription>
          </DialogHeader>
          <ManageDetails roundtable={roundtable}>
            <DetailRow label="Title">{roundtable.title}</DetailRow>
            <DetailRow label="Category">{roundtable.category}</DetailRow>
            <DetailRow label="Target audience">{AUDIENCE_LABELS[roundtable.targetAudience]}</DetailRow>
            <DetailRow label="Max participants">{roundtable.maxParticipants}</DetailRow>
            <DetailRow label="Current participants">{roundtable.participantCount}</DetailRow>
            <DetailRow label="Scheduled">{formatScheduledDate(scheduledDateOf(roundtable), convention?.timeZone)}</DetailRow>
          </ManageDetails>
          <DashboardParticipants roundtable={roundtable} />
          <CoOrganizersSection roundtable={roundtable} />
        </>
      )}
    </ManageDialogFrame>
  );
}

function DashboardParticipants({ roundtable }: { roundtable: Roundtable }) {
  const participants = useManageParticipants(roundtable);
  const [adding, setAdding] = useState(false);
  return (
    <ParticipantsSection
      roundtable={roundtable}
      participants={participants}
      heading={`Participants (${participants.joined.length})`}
      showEmailAndDate
      action={
        <Button variant="secondary" size="sm" onClick={() => setAdding((value) => !value)} aria-expanded={adding}>
          <UserPlus aria-hidden="true" />
          Add Participant
        </Button>
      }
      beforeList={adding && <AddParticipantSearch roundtable={roundtable} participantIds={participants.userIds} autoFocus />}
    />
  );
}
