import { CalendarDays, Copy, RefreshCw } from "lucide-react";
import { useState } from "react";
import { IconHeading } from "@/components/layout/icon-heading";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { serverMessageOr } from "@/lib/api-client";
import { handleUnauthorized } from "@/lib/unauthorized";
import { useCalendarFeed } from "../api/get-calendar-feed";
import { useResetCalendarFeed } from "../api/reset-calendar-feed";

/** The Profile page's personal calendar feed: copy its URL, or retire it for a new one. */
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const [confirming, setConfirming] = useState(false);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Link Copied", description: "Paste it into your calendar app as a new subscription." });
    } catch {
      toast({ title: "Calendar Link", description: url });
    }
  };

  const getNewLink = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({ title: "New calendar link ready", description: "The old link no longer works. Add the new one to your calendar app." });
      },
      onError: (error) => {
        if (handleUnauthorized(error)) return;
        toast({ title: "Error", description: serverMessageOr(error, "Failed to get a new link. Please try again."), variant: "destructive" });
      },
    });

  return (
    <Card className="p-6 sm:p-8">
      <IconHeading
        icon={CalendarDays}
        title="Calendar feed"
        description="Subscribe to this link in your calendar app to see every roundtable on the program that you organize or joined; moves show up on its next refresh. Keep it private: anyone with the link can read it."
      />
      <div className="mt-5">
        {feed.isLoading ? (
          <Skeleton className="h-10 w-full" data-testid="calendar-feed-skeleton" />
        ) : feed.data ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <FormField label="Your feed URL" className="min-w-0 flex-1">
              <Input readOnly value={feed.data.url} onFocus={(event) => event.currentTarget.select()} className="font-mono text-xs" />
            </FormField>
            <Button variant="secondary" onClick={() => void copy(feed.data.url)}>
              <Copy aria-hidden="true" />
              Copy link
            </Button>
          </div>
        ) : (
          <p className="text-sm text-danger">Unable to load your calendar link. Please refresh the page and try again.</p>
        )}
      </div>
      {feed.data && (
        <div className="mt-4 border-t border-line pt-4">
          {confirming ? (
            <div role="alertdialog" aria-labelledby="calendar-reset-title" aria-describedby="calendar-reset-text" className="rounded-lg border border-warning/30 bg-warning-soft/60 p-4">
              <p id="calendar-reset-title" className="font-medium text-ink">
                Get a new link?
              </p>
              <p id="calendar-reset-text" className="mt-1 text-sm text-ink-soft">
                The old link stops working at once: calendars subscribed to it stop updating until you add the new one.
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button onClick={getNewLink} disabled={reset.isPending}>
                  {reset.isPending ? "Getting a new link..." : "Yes, get a new link"}
                </Button>
                <Button variant="secondary" onClick={() => setConfirming(false)} disabled={reset.isPending}>
                  Cancel
                </Button>
              </div>
            </div>
          ) : (
            <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
              <RefreshCw aria-hidden="true" />
              Get a new link
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
