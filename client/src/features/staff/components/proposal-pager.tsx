import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";

type ProposalPagerProps = { offset: number; pageSize: number; total: number; onOffsetChange: (offset: number) => void };

const count = new Intl.NumberFormat("en-US");

/** "51–100 of 5,000" with Previous and Next: the whole society's proposals, one page at a time. */
export function ProposalPager({ offset, pageSize, total, onOffsetChange }: ProposalPagerProps) {
  if (total <= pageSize && offset === 0) return null;
  const last = Math.min(offset + pageSize, total);
  return (
    <nav aria-label="Proposal pages" className="mt-4 flex items-center justify-between gap-3">
      <Button size="sm" variant="secondary" disabled={offset === 0} onClick={() => onOffsetChange(Math.max(0, offset - pageSize))}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <p className="text-sm text-ink-muted" aria-live="polite">
        {total === 0 ? "None" : `${count.format(offset + 1)}–${count.format(last)} of ${count.format(total)}`}
      </p>
      <Button size="sm" variant="secondary" disabled={last >= total} onClick={() => onOffsetChange(offset + pageSize)}>
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
