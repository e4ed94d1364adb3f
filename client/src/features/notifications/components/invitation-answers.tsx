import { Button } from "@/components/ui/button";
import { useAnswerInvitation } from "../api/answer-invitation";

/** Accept and Decline under a bell item inviting the member to co-organize. */
export function InvitationAnswers({ roundtableId }: { roundtableId: number }) {
  const answer = useAnswerInvitation();
  const pending = answer.isPending ? answer.variables?.answer : undefined;
  const respond = (choice: "accept" | "decline") => answer.mutate({ roundtableId, answer: choice });
  return (
    <div className="flex gap-2 bg-cardinal-soft/40 px-4 pb-3 pl-8" role="group" aria-label="Answer the invitation">
      <Button size="sm" onClick={() => respond("accept")} disabled={pending !== undefined}>
        {pending === "accept" ? "Accepting..." : "Accept"}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => respond("decline")} disabled={pending !== undefined}>
        {pending === "decline" ? "Declining..." : "Decline"}
      </Button>
    </div>
  );
}
