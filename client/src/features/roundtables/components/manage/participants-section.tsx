import type { ReactNode } from "react";
import type { Roundtable } from "@shared/types";
import { Skeleton } from "@/components/ui/skeleton";
import { ParticipantList } from "./participant-list";
import { SeatFirstInLine } from "./seat-first-in-line";
import type { ManagedParticipants } from "./use-manage-participants";

type ParticipantsSectionProps = {
  roundtable: Roundtable;
  participants: ManagedParticipants;
  heading: string;
  /** Beside the heading. */
  action?: ReactNode;
  showEmailAndDate?: boolean;
  /** Between the heading and the seated members. */
  beforeList?: ReactNode;
  /** After the waitlist. */
  afterList?: ReactNode;
};

/** The seated members, then the waitlist in line order with Seat first in line. */
export function ParticipantsSection({ roundtable, participants, heading, action, showEmailAndDate = false, beforeList, afterList }: ParticipantsSectionProps) {
  const { joined, waiting } = participants;
  const listProps = {
    organizerId: roundtable.organizerId,
    showEmailAndDate,
    canRemove: participants.canRemove,
    onRemove: participants.remove,
    removingId: participants.removingId,
  };
  return (
    <section className="mt-5 space-y-3" aria-label="Participants">
      <div className="flex items-center justify-between">
        <h3 className="font-serif text-base font-semibold text-ink">{heading}</h3>
        {action}
      </div>
      {beforeList}
      {participants.isLoading ? (
        <div className="space-y-2">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : (
        <ParticipantList participants={joined} {...listProps} />
      )}
      {waiting.length > 0 && (
        <div>
          <div className="mb-1.5 flex flex-wrap items-center justify-between gap-2">
            <h4 className="text-xs font-semibold uppercase tracking-wide text-ink-muted">Waitlist ({waiting.length})</h4>
            <SeatFirstInLine roundtable={roundtable} joined={joined.length} waiting={waiting} />
          </div>
          <ParticipantList numbered participants={waiting} {...listProps} />
        </div>
      )}
      {afterList}
      {participants.confirmDialog}
    </section>
  );
}
