import { Armchair } from "lucide-react";
import type { Roundtable, RoundtableParticipant } from "@shared/types";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { serverMessageOr } from "@/lib/api-client";
import { isFull } from "@/lib/seats";
import { handleUnauthorized } from "@/lib/unauthorized";
import { fullName } from "@/lib/utils";
import { useSeatFromWaitlist } from "../../api/seat-from-waitlist";

/** Shown to the organizer only while a seat is free and someone waits: seats the first in line. */
export function SeatFirstInLine({ roundtable, joined, waiting }: { roundtable: Roundtable; joined: number; waiting: RoundtableParticipant[] }) {
  const seat = useSeatFromWaitlist();
  const first = waiting[0];
  if (!first || isFull({ participantCount: joined, maxParticipants: roundtable.maxParticipants })) return null;
  const seatFirst = () =>
    seat.mutate(roundtable.id, {
      onSuccess: (seated) => toast({ title: "Participant seated from the waitlist.", description: `${fullName(seated.user)} now has a seat.` }),
      onError: (error) => {
        if (handleUnauthorized(error)) return;
        toast({ title: "Error", description: serverMessageOr(error, "Failed to seat the member. Please try again."), variant: "destructive" });
      },
    });
  return (
    <Button size="sm" onClick={seatFirst} disabled={seat.isPending} aria-label={seat.isPending ? "Seating..." : `Seat ${fullName(first.user)}, first on the waitlist`}>
      <Armchair aria-hidden="true" />
      {seat.isPending ? "Seating..." : "Seat first in line"}
    </Button>
  );
}
