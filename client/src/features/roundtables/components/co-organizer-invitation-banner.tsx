import { UserCheck } from "lucide-react";
import type { Roundtable } from "@shared/types";
import { Button } from "@/components/ui/button";
import { fullName } from "@/lib/utils";
import { useAnswerInvitation } from "../api/co-organizers";

/**
 * The invitee's banner on the roundtable's page: the organizer asks them to co-organize, and they
 * accept (taking a seat if they have none) or decline (docs/product.md, "Co-organizers").
 */
export function CoOrganizerInvitationBanner({ roundtable }: { roundtable: Roundtable }) {
  const answer = useAnswerInvitation();
  const pending = answer.isPending ? answer.variables?.answer : undefined;
  const respond = (choice: "accept" | "decline") => answer.mutate({ id: roundtable.id, answer: choice });
  return (
    <section
      aria-labelledby="co-organizer-invitation"
      className="flex flex-col gap-3 rounded-lg border border-cardinal/30 bg-cardinal/5 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <UserCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-cardinal" />
        <div>
          <h2 id="co-organizer-invitation" className="font-semibold text-ink">
            {fullName(roundtable.organizer)} invites you to co-organize
          </h2>
          <p className="text-sm text-ink-soft">
            Co-organizers edit the roundtable and manage its participants.{!roundtable.isJoined && " Accepting gives you a seat."}
          </p>
        </div>
      </div>
      <div className="flex gap-2 [&>*]:flex-1 sm:[&>*]:flex-none">
        <Button variant="secondary" onClick={() => respond("decline")} disabled={pending !== undefined}>
          {pending === "decline" ? "Declining..." : "Decline"}
        </Button>
        <Button onClick={() => respond("accept")} disabled={pending !== undefined}>
          {pending === "accept" ? "Accepting..." : "Accept"}
        </Button>
      </div>
    </section>
  );
}
