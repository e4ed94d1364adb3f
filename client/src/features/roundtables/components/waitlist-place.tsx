import { Hourglass } from "lucide-react";
import type { Roundtable } from "@shared/types";
import { cn } from "@/lib/utils";

/** "You're #2 on the waitlist": the signed-in member's own place in line, nothing when not waiting. */
export function WaitlistPlace({ roundtable, className }: { roundtable: Pick<Roundtable, "isWaitlisted" | "waitlistPosition">; className?: string }) {
  if (!roundtable.isWaitlisted || roundtable.waitlistPosition === null) return null;
  return (
    <p className={cn("inline-flex items-center gap-1.5 text-sm font-medium text-warning", className)}>
      <Hourglass aria-hidden="true" className="size-4 shrink-0" />
      You're #{roundtable.waitlistPosition} on the waitlist
    </p>
  );
}
