/**
 * "How was it?" on a roundtable's page once its session has ended (docs/product.md, "Feedback"):
 * a member who was checked in picks 1 to 5 (native radio buttons, so arrows and screen readers work
 * as they do everywhere) and may leave a comment up to 1,000 characters. Their current rating is
 * shown and the same form changes it.
 */
import { Star } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { FEEDBACK_LIMITS } from "@shared/constants";
import type { MyFeedback } from "@shared/types";
import { feedbackSchema } from "@shared/validators/feedback";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { ApiError, errorWords } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { useGiveFeedback } from "../api/feedback";

export const RATING_LABELS: Record<number, string> = { 1: "Poor", 2: "Fair", 3: "Good", 4: "Very good", 5: "Excellent" };
const RATINGS = [1, 2, 3, 4, 5] as const;
const limit = FEEDBACK_LIMITS.commentMax.toLocaleString("en-US");

type Errors = { rating?: string; comment?: string };

export function FeedbackForm({ roundtableId, current }: { roundtableId: number; current: MyFeedback["feedback"] }) {
  const give = useGiveFeedback(roundtableId);
  const [rating, setRating] = useState<number | null>(current?.rating ?? null);
  const [comment, setComment] = useState(current?.comment ?? "");
  const [errors, setErrors] = useState<Errors>({});
  const id = useId();
  const counterId = `${id}-counter`;
  const commentErrorId = `${id}-comment-error`;
  const ratingErrorId = `${id}-rating-error`;
  const over = comment.length > FEEDBACK_LIMITS.commentMax;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = feedbackSchema.safeParse({ rating: rating ?? undefined, comment });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === "comment" ? "comment" : "rating";
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const first = current === null;
    give.mutate(
      { rating: parsed.data.rating, comment: parsed.data.comment },
      {
        onSuccess: () =>
          toast({ title: first ? "Thanks for your feedback" : "Feedback updated", description: "The organizers see it without your name." }),
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors) {
            setErrors({ rating: error.fieldErrors.rating?.[0], comment: error.fieldErrors.comment?.[0] });
          }
          toast({ title: "Feedback not saved", description: errorWords(error, "Something went wrong. Please try again."), variant: "destructive" });
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-5">
      <fieldset aria-describedby={errors.rating ? ratingErrorId : undefined}>
        <legend className="text-sm font-medium text-ink">Your rating</legend>
        <div className="mt-2 grid grid-cols-5 gap-1.5 sm:gap-2">
          {RATINGS.map((value) => {
            const chosen = rating === value;
            return (
              <label
                key={value}
                className={cn(
                  "flex min-h-16 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-lg border px-0.5 py-2 text-center transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-cardinal",
                  chosen ? "border-cardinal bg-cardinal-soft text-ink" : "border-line bg-white text-ink-soft hover:bg-paper-muted",
                )}
              >
                <input
                  type="radio"
                  name={`${id}-rating`}
                  value={value}
                  checked={chosen}
                  onChange={() => setRating(value)}
                  className="sr-only"
                />
                <span className="flex items-center gap-1 text-base font-semibold text-ink">
                  {value}
                  <Star aria-hidden="true" className={cn("size-4", chosen ? "fill-cardinal text-cardinal" : "text-ink-muted")} />
                </span>
                <span className="text-[0.6875rem] leading-tight sm:text-xs">{RATING_LABELS[value]}</span>
              </label>
            );
          })}
        </div>
        {errors.rating && (
          <p id={ratingErrorId} role="alert" className="mt-1.5 text-sm text-danger">
            {errors.rating}
          </p>
        )}
      </fieldset>

      <div className="space-y-1.5">
        <label htmlFor={`${id}-comment`} className="block text-sm font-medium text-ink">
          Comment <span className="font-normal text-ink-muted">(optional)</span>
        </label>
        <Textarea
          id={`${id}-comment`}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          placeholder="What worked, what you'd change"
          aria-invalid={errors.comment || over ? true : undefined}
          aria-describedby={[counterId, errors.comment ? commentErrorId : null].filter(Boolean).join(" ")}
        />
        <p id={counterId} className={cn("text-right text-xs", over ? "font-medium text-danger" : "text-ink-muted")}>
          {comment.length.toLocaleString("en-US")} / {limit} characters
        </p>
        {errors.comment && (
          <p id={commentErrorId} role="alert" className="text-sm text-danger">
            {errors.comment}
          </p>
        )}
      </div>

      <Button type="submit" className="h-11 w-full sm:w-auto" disabled={give.isPending}>
        {give.isPending ? "Saving..." : current ? "Update feedback" : "Send feedback"}
      </Button>
    </form>
  );
}
