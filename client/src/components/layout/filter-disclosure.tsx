import { ChevronDown, SlidersHorizontal } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

type FilterDisclosureProps = {
  /** How many of the folded filters are set: the button counts them. */
  activeCount: number;
  /**
   * What stays in view beside the Filters button (the search box). With it the other filters
   * fold at every width, so the results start near the top on a desk as on a phone.
   */
  lead?: ReactNode;
  /** With a lead, "open" keeps the other filters shown from md up (a short set that fits one row). */
  desktop?: "folded" | "open";
  className?: string;
  children: ReactNode;
};

/**
 * Filters that fold away behind a "Filters" button that counts the active ones. Without a lead,
 * they fold only below the md breakpoint and always show from md up.
 */
export function FilterDisclosure({ activeCount, lead, desktop = "folded", className, children }: FilterDisclosureProps) {
  // Opened on a list that some folded filter narrows (Back, a reload, a shared link): the member
  // sees what narrows it, and the page has the height it had when they left it.
  const [open, setOpen] = useState(activeCount > 0);
  const panelId = useId();
  const foldsEverywhere = lead !== undefined && desktop === "folded";
  const button = (
    <Button
      variant="secondary"
      className={cn("justify-between", lead !== undefined ? "shrink-0" : "w-full", !foldsEverywhere && "md:hidden")}
      aria-expanded={open}
      aria-controls={panelId}
      onClick={() => setOpen((value) => !value)}
    >
      <span className="inline-flex items-center gap-2">
        <SlidersHorizontal aria-hidden="true" />
        Filters
        {activeCount > 0 && (
          <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-cardinal px-1.5 text-xs font-semibold leading-5 text-white">
            <span aria-hidden="true">{activeCount}</span>
            <span className="sr-only">, {activeCount} active</span>
          </span>
        )}
      </span>
      <ChevronDown aria-hidden="true" className={cn("transition-transform", open && "rotate-180")} />
    </Button>
  );
  return (
    <div className={className}>
      {lead !== undefined ? (
        <div className="flex items-end gap-3">
          <div className="min-w-0 flex-1">{lead}</div>
          {button}
        </div>
      ) : (
        button
      )}
      <div
        id={panelId}
        data-testid="filter-panel"
        className={cn(open ? "mt-4 block" : "hidden", !foldsEverywhere && (lead !== undefined ? "md:mt-4 md:block" : "md:mt-0 md:block"))}
      >
        {children}
      </div>
    </div>
  );
}
