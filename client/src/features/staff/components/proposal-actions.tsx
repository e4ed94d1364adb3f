import { Button } from "@/components/ui/button";
import type { ProgramRoundtable } from "@/features/program";

export type ProposalActionHandlers = {
  onPlace: (roundtable: ProgramRoundtable) => void;
  onNotSelected: (roundtable: ProgramRoundtable) => void;
  onRestore?: (roundtable: ProgramRoundtable) => void;
  restoringId?: number;
};

/** What staff may decide next: a proposal is placed or declined, a placed one moved, a declined one brought back. */
export function ProposalActions({ proposal, onPlace, onNotSelected, onRestore, restoringId }: ProposalActionHandlers & { proposal: ProgramRoundtable }) {
  const status = proposal.programStatus;
  return (
    <div className="flex shrink-0 flex-wrap gap-2">
      {status === "not_selected" && onRestore ? (
        <Button size="sm" variant="secondary" onClick={() => onRestore(proposal)} disabled={restoringId === proposal.id}>
          {restoringId === proposal.id ? "Undoing..." : "Undo not selected"}
        </Button>
      ) : null}
      <Button size="sm" variant={status === "not_selected" ? "ghost" : "primary"} onClick={() => onPlace(proposal)}>
        {status === "placed" ? "Move" : "Place"}
      </Button>
      {status !== "not_selected" && (
        <Button size="sm" variant="secondary" onClick={() => onNotSelected(proposal)}>
          Not selected
        </Button>
      )}
    </div>
  );
}
