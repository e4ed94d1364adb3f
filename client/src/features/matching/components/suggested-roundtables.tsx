import { Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import type { Roundtable } from "@shared/types";
import { useRecommendedRoundtables } from "../api/get-recommended-roundtables";

/** The dashboard recommends three (docs/matching.md). */
export const DASHBOARD_SUGGESTIONS = 3;

type SuggestedRoundtablesProps = {
  /** The page's own card, with its actions. */
  renderCard: (roundtable: Roundtable) => ReactNode;
  limit?: number;
};

/**
 * Suggested for You: the member's best open matches from the server, each with its top reason.
 * Shows only when there is something worth suggesting, so nothing while it loads.
 */
export function SuggestedRoundtables({ renderCard, limit = DASHBOARD_SUGGESTIONS }: SuggestedRoundtablesProps) {
  const { data: suggestions = [] } = useRecommendedRoundtables(limit);
  if (suggestions.length === 0) return null;
  return (
    <section aria-labelledby="suggested-heading">
      <h2 id="suggested-heading" className="mb-4 flex items-center gap-2 font-serif text-2xl font-semibold">
        <Sparkles aria-hidden="true" className="size-5 text-cardinal" />
        Suggested for You
      </h2>
      <div className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {suggestions.map((roundtable) => (
          <div key={roundtable.id} className="flex min-w-0 flex-col gap-2">
            <div className="flex-1">{renderCard(roundtable)}</div>
            {roundtable.matchReasons[0] && (
              <p className="flex items-start gap-1.5 px-1 text-sm text-ink-soft">
                <Sparkles aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-cardinal" />
                <span>
                  <span className="sr-only">Why it's suggested: </span>
                  {roundtable.matchReasons[0]}
                </span>
              </p>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
