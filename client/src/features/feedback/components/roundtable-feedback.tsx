/**
 * Feedback on a roundtable's page once its session has ended (docs/product.md, "Feedback"): the
 * rating form for a member who was checked in there, and the summary for its organizer,
 * co-organizers and staff. Nothing before the end, and nothing for anyone else.
 */
import { useEffect, useState } from "react";
import type { Roundtable } from "@shared/types";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useCurrentUser } from "@/lib/auth";
import { now } from "@/lib/clock";
import { canManage, useRoundtable } from "@/features/roundtables";
import { useFeedbackSummary, useMyFeedback } from "../api/feedback";
import { FeedbackForm, RATING_LABELS } from "./feedback-form";
import { FeedbackSummaryCard } from "./feedback-summary-card";

/** The client clock, read again every half minute: the form shows on an open page when the session ends. */
function useNow(everyMs = 30_000): Date {
  const [moment, setMoment] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setMoment(now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return moment;
}

export function sessionEnded(roundtable: Pick<Roundtable, "session">, moment: Date): boolean {
  return roundtable.session !== null && moment.getTime() >= Date.parse(roundtable.session.endsAt);
}

export function RoundtableFeedback({ roundtableId }: { roundtableId: number }) {
  const { data: roundtable } = useRoundtable(roundtableId);
  const { user } = useCurrentUser();
  const moment = useNow();
  const ended = Boolean(roundtable && sessionEnded(roundtable, moment));
  const hosts = Boolean(roundtable && canManage(roundtable));
  const readsSummary = ended && (hosts || Boolean(user?.isStaff));
  const mayRate = ended && Boolean(roundtable?.isJoined) && !hosts;
  const mine = useMyFeedback(roundtableId, mayRate);
  const summary = useFeedbackSummary(roundtableId, readsSummary);
  const formShown = mayRate && mine.data?.canRate === true;
  // The agenda's "Rate it" links to #feedback: the form shows once its answer is in, so scroll then.
  useEffect(() => {
    if (formShown && window.location.hash === "#feedback") document.getElementById("feedback")?.scrollIntoView({ block: "start" });
  }, [formShown]);
  if (!roundtable || (!readsSummary && !mayRate)) return null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      {mayRate && (mine.isLoading || mine.data?.canRate) && (
        <section id="feedback" aria-labelledby="feedback-heading">
          <Card className="p-4 sm:p-6">
            <h2 id="feedback-heading" className="font-serif text-2xl font-semibold text-ink">
              How was it?
            </h2>
            {!mine.data ? (
              <div className="mt-3 space-y-2" role="status">
                <span className="sr-only">Loading...</span>
                <Skeleton className="h-16 w-full" />
              </div>
            ) : (
              <>
                <p className="mt-1 text-sm text-ink-soft">
                  {mine.data.feedback
                    ? `You rated it ${mine.data.feedback.rating} of 5 (${RATING_LABELS[mine.data.feedback.rating]}). Change it any time.`
                    : "Rate it from 1 to 5. The organizers see ratings and comments without your name."}
                </p>
                <FeedbackForm roundtableId={roundtableId} current={mine.data.feedback} />
              </>
            )}
          </Card>
        </section>
      )}
      {readsSummary && (
        <section aria-labelledby="feedback-summary-heading">
          <Card className="p-4 sm:p-6">
            <h2 id="feedback-summary-heading" className="font-serif text-2xl font-semibold text-ink">
              Feedback
            </h2>
            <p className="mt-1 text-sm text-ink-soft">From members who were checked in, without their names.</p>
            <FeedbackSummaryCard summary={summary.data} failed={summary.isError} />
          </Card>
        </section>
      )}
    </div>
  );
}
