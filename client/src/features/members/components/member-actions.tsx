import type { MemberRecord } from "@shared/types";
import { Button } from "@/components/ui/button";
import { fullName } from "@/lib/utils";
import type { MemberDecisions } from "./use-member-decisions";

/** Whether an approver has something to decide for this member: a confirmed newcomer, or a change. */
export const isWaiting = (member: MemberRecord) =>
  (member.emailConfirmed && member.membershipStatus === "pending") || (member.membershipStatus === "approved" && member.pendingChange !== null);

/**
 * The buttons a member's row offers, by where they stand: approve or decline what waits; staff
 * also suspend an approved member (not themselves) and reinstate a declined or suspended one.
 */
export function MemberActions({ member, decisions, staff, self = false }: { member: MemberRecord; decisions: MemberDecisions; staff: boolean; self?: boolean }) {
  const name = fullName(member);
  const approving = decisions.approvingId === member.id;
  return (
    <>
      {isWaiting(member) && (
        <>
          <Button size="sm" onClick={() => decisions.approve(member)} disabled={approving} aria-label={approving ? undefined : `${member.pendingChange ? "Approve change for" : "Approve"} ${name}`}>
            {approving ? "Approving..." : member.pendingChange ? "Approve change" : "Approve"}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => decisions.decline(member)} aria-label={`${member.pendingChange ? "Decline change for" : "Decline"} ${name}`}>
            {member.pendingChange ? "Decline change" : "Decline"}
          </Button>
        </>
      )}
      {staff && !self && member.membershipStatus === "approved" && (
        <Button size="sm" variant="secondary" onClick={() => decisions.suspend(member)} aria-label={`Suspend ${name}`}>
          Suspend
        </Button>
      )}
      {staff && (member.membershipStatus === "declined" || member.membershipStatus === "suspended") && (
        <Button size="sm" variant="secondary" onClick={() => decisions.reinstate(member)} disabled={decisions.reinstatingId === member.id} aria-label={decisions.reinstatingId === member.id ? undefined : `Reinstate ${name}`}>
          {decisions.reinstatingId === member.id ? "Reinstating..." : "Reinstate"}
        </Button>
      )}
    </>
  );
}
