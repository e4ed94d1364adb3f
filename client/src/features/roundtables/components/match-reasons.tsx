import { Check } from "lucide-react";
import { useId } from "react";
import type { Roundtable } from "@shared/types";
import { MatchBadge } from "./match-badge";

/** Why a roundtable fits the signed-in member, in the Roundtable Details dialog; nothing when it doesn't. */
export function MatchReasons({ roundtable }: { roundtable: Pick<Roundtable, "matchLevel" | "matchReasons"> }) {
  const headingId = useId();
  if (roundtable.matchReasons.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-5 rounded-lg border border-line bg-paper-muted/60 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-xs font-semibold uppercase tracking-wide text-ink-muted">
          Why this matches you
        </h3>
        <MatchBadge level={roundtable.matchLevel} />
      </div>
      <ul className="mt-2 space-y-1.5">
        {roundtable.matchReasons.map((reason) => (
          <li key={reason} className="flex items-start gap-2 text-sm text-ink">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
            {reason}
          </li>
        ))}
      </ul>
    </section>
  );
}
