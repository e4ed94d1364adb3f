import { Hourglass } from "lucide-react";
import { now } from "@/lib/clock";
import { useConvention } from "@/lib/convention";
import { conventionStanding, standingText } from "@/lib/convention-standing";
import { cn } from "@/lib/utils";

/**
 * Where the current convention stands: "The 2027 International English Convention begins in 112
 * days.", "… is under way (day 2 of 4).", or "… is over. Staff are preparing the 2028 convention."
 * (until staff make the next one current, the over one stays current).
 */
export function ConventionStanding({ className }: { className?: string }) {
  const { data: convention } = useConvention();
  if (!convention) return null;
  const standing = conventionStanding(convention, now());
  const text =
    standing.phase === "upcoming"
      ? `The ${convention.name} begins ${standingText(standing)}.`
      : standing.phase === "under_way"
        ? `The ${convention.name} is ${standingText(standing)}.`
        : `The ${convention.name} is over. Staff are preparing the ${standing.nextYear} convention.`;
  return (
    <p data-phase={standing.phase} className={cn("inline-flex items-start gap-2 text-sm", className)}>
      <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-cardinal" />
      <span>{text}</span>
    </p>
  );
}
