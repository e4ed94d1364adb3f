import { ArrowLeft, SearchX } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { EmptyState } from "@/components/layout/empty-state";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { LoadingStatus, Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth";
import { useSeatsClosedReason } from "@/lib/convention";
import { useDocumentTitle } from "@/lib/document-title";
import { handleUnauthorized } from "@/lib/unauthorized";
import { useRoundtable } from "../api/get-roundtable";
import { canManage } from "./can-manage";
import { CoOrganizerInvitationBanner } from "./co-organizer-invitation-banner";
import { DashboardManageDialog } from "./manage/dashboard-manage-dialog";
import { RoundtableActions, standingOf } from "./roundtable-actions";
import { RoundtableDetails } from "./roundtable-details";
import { useRoundtableDialogs } from "./roundtable-dialogs";
import { useFocusStaysWithin } from "./use-focus-stays-within";
import { useRoundtableActions } from "./use-roundtable-actions";

/** A roundtable's own page (`/roundtables/{id}`): its details and the member's actions on it. */
export function RoundtableOverview({ id }: { id: number }) {
  const valid = Number.isSafeInteger(id) && id > 0;
  const query = useRoundtable(id, valid);
  const { user } = useCurrentUser();
  const actions = useRoundtableActions();
  const roundtable = query.data;
  const closed = useSeatsClosedReason(roundtable);
  const { dialogs, manage } = useRoundtableDialogs(DashboardManageDialog, roundtable ? [roundtable] : []);
  useDocumentTitle(roundtable?.title ?? "Roundtable");
  const actionsRef = useRef<HTMLDivElement>(null);
  const joining = actions.joiningId === id;
  const leaving = actions.leavingId === id;
  useFocusStaysWithin(actionsRef, `${roundtable?.isJoined}-${roundtable?.isWaitlisted}-${joining}-${leaving}`);

  useEffect(() => {
    if (query.error) handleUnauthorized(query.error);
  }, [query.error]);

  const back = (
    <Link href="/browse" className="inline-flex items-center gap-1.5 text-sm font-medium text-ink-soft hover:text-ink">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Browse Roundtables
    </Link>
  );

  if (!valid || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <div className="space-y-6">
        {back}
        <h1 className="font-serif text-3xl font-bold text-ink">Roundtable not found</h1>
        <EmptyState icon={<SearchX />} title="This roundtable does not exist" description="It may have been deleted by its organizer." />
      </div>
    );
  }
  if (query.error) {
    return (
      <div className="space-y-6">
        {back}
        <h1 className="font-serif text-3xl font-bold text-ink">Roundtable</h1>
        <EmptyState title="Failed to load the roundtable" description="Failed to load the roundtable. Please try again." />
      </div>
    );
  }
  if (!roundtable) {
    return (
      <LoadingStatus className="space-y-6">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-64 w-full" />
      </LoadingStatus>
    );
  }

  return (
    <article aria-labelledby="roundtable-heading" className="mx-auto max-w-3xl space-y-6">
      {back}
      <header className="space-y-3">
        <div className="flex flex-wrap gap-1.5">
          {roundtable.isOrganizer && <Badge variant="accent">Your Roundtable</Badge>}
          {roundtable.isCoOrganizer && <Badge variant="accent">Co-organizer</Badge>}
          {roundtable.isJoined && !canManage(roundtable) && <Badge variant="success">Joined</Badge>}
          {roundtable.isWaitlisted && <Badge variant="warning">Waitlist</Badge>}
          <Badge>{roundtable.category}</Badge>
          {roundtable.tags.map((tag) => (
            <Badge key={tag} variant="outline" className="max-w-full break-all">
              #{tag}
            </Badge>
          ))}
        </div>
        <h1 id="roundtable-heading" className="break-words font-serif text-3xl font-bold text-ink">
          {roundtable.title}
        </h1>
      </header>
      {roundtable.isInvitedToCoOrganize && <CoOrganizerInvitationBanner roundtable={roundtable} />}
      <Card className="flex flex-col p-5 sm:p-6">
        <RoundtableDetails roundtable={roundtable} />
        <div
          ref={actionsRef}
          // Focus lands here when the action left no control to focus (a badge instead of a button).
          tabIndex={-1}
          className="mt-6 flex flex-wrap gap-2 border-t border-line pt-4 outline-none [&>*]:flex-1 sm:[&>*]:flex-none"
        >
          <RoundtableActions
            roundtable={roundtable}
            standing={standingOf(roundtable, user?.userType, closed)}
            onJoin={(item) => actions.join(item.id)}
            onLeave={actions.leave}
            onManage={manage}
            joining={joining}
            leaving={leaving}
          />
        </div>
      </Card>
      {dialogs}
      {actions.confirmDialog}
    </article>
  );
}

/** The id in `/roundtables/{id}`: digits only, else NaN (the page then says it was not found). */
export function parseRoundtableId(raw: string | undefined): number {
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
}
