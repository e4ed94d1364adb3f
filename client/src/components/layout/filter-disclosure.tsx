import { ChevronDown, SlidersHorizontal } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/**
 * Filters that fold away on a phone: below the md breakpoint they hide behind a "Filters" button
 * that counts the active ones, so the results start on the first screen; from md up they always
 * show. Wraps whatever filter fields a page has.
 */
export function FilterDisclosure({ activeCount, className, children }: { activeCount: number; className?: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={className}>
      <Button
        variant="secondary"
        className="w-full justify-between md:hidden"
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
      <div id={panelId} data-testid="filter-panel" className={cn(open ? "mt-3 block" : "hidden", "md:mt-0 md:block")}>
        {children}
      </div>
    </div>
  );
}
