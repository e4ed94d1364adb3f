/**
 * What the organizer, co-organizers and staff read once the session has ended (docs/product.md,
 * "Feedback"): how many rated it, the average to one decimal, and the comments, never who wrote them.
 */
import { MessageSquareQuote, Star } from "lucide-react";
import type { FeedbackSummary } from "@shared/types";
import { Skeleton } from "@/components/ui/skeleton";

const ratings = (count: number) => `${count} ${count === 1 ? "rating" : "ratings"}`;

export function FeedbackSummaryCard({ summary, failed }: { summary: FeedbackSummary | undefined; failed: boolean }) {
  if (failed) {
    return (
      <p role="alert" className="mt-3 rounded-md border border-danger/20 bg-danger-soft px-3 py-2 text-sm text-danger">
        The feedback could not be loaded. Please try again.
      </p>
    );
  }
  if (!summary) {
    return (
      <div className="mt-3 space-y-2" role="status">
        <span className="sr-only">Loading...</span>
        <Skeleton className="h-12 w-40" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (summary.count === 0 || summary.average === null) {
    return (
      <p className="mt-3 rounded-lg border border-dashed border-line bg-white/60 px-4 py-5 text-sm text-ink-muted">
        No feedback yet. Members who were checked in are asked once, now that the session has ended.
      </p>
    );
  }
  return (
    <div className="mt-3 space-y-4">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="inline-flex items-center gap-1.5 font-serif text-4xl font-semibold text-ink">
          {summary.average.toFixed(1)}
          <Star aria-hidden="true" className="size-6 fill-cardinal text-cardinal" />
        </span>
        <span className="text-sm text-ink-soft">
          <span className="sr-only">out of 5, </span>average of {ratings(summary.count)}
        </span>
      </p>
      <div>
        <h3 className="text-sm font-semibold uppercase tracking-wide text-ink-muted">Comments ({summary.comments.length})</h3>
        {summary.comments.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">Nobody left a comment.</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {summary.comments.map((comment, index) => (
              <li key={index} className="flex gap-2 rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink">
                <MessageSquareQuote aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
                <span className="min-w-0 whitespace-pre-line break-words">{comment}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
