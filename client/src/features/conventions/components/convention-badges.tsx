import type { Convention } from "@shared/types";
import { Badge } from "@/components/ui/badge";

const PHASE_LABELS: Record<Convention["phase"], string> = { upcoming: "Upcoming", under_way: "Under way", over: "Over" };

/** "Current" and the phase, beside a convention's name. */
export function ConventionBadges({ convention }: { convention: Convention }) {
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      {convention.isCurrent && <Badge variant="accent">Current</Badge>}
      <Badge variant={convention.phase === "over" ? "neutral" : convention.phase === "under_way" ? "success" : "outline"}>{PHASE_LABELS[convention.phase]}</Badge>
    </span>
  );
}
