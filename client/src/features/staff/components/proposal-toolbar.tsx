import type { ProgramStatus } from "@shared/constants";
import { SearchInput } from "@/components/ui/input";
import { cn } from "@/lib/utils";

export const REVIEW_STATUSES: ReadonlyArray<{ value: ProgramStatus; label: string }> = [
  { value: "proposed", label: "Proposed" },
  { value: "placed", label: "Placed" },
  { value: "not_selected", label: "Not selected" },
];

type ProposalToolbarProps = {
  status: ProgramStatus;
  onStatusChange: (status: ProgramStatus) => void;
  query: string;
  onQueryChange: (query: string) => void;
};

/** Which decisions staff look at, and a search across titles, descriptions, categories and tags. */
export function ProposalToolbar({ status, onStatusChange, query, onQueryChange }: ProposalToolbarProps) {
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
      {/* Toggle buttons, not tabs: the list below is one region whatever the status. */}
      <div role="group" aria-label="Status" className="flex rounded-lg border border-line bg-paper-muted p-1">
        {REVIEW_STATUSES.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            aria-pressed={status === value}
            onClick={() => onStatusChange(value)}
            className={cn(
              "flex-1 whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium text-ink-soft transition-colors focus-visible:outline-2 focus-visible:outline-cardinal sm:flex-none",
              status === value && "bg-white text-ink shadow-sm",
            )}
          >
            {label}
          </button>
        ))}
      </div>
      <div className="min-w-0 flex-1">
        <SearchInput aria-label="Search proposals" placeholder="Search proposals..." value={query} onChange={(event) => onQueryChange(event.target.value)} />
      </div>
    </div>
  );
}
