import { Armchair, Crown, Hourglass, Mail } from "lucide-react";
import type { Roundtable, RoundtableParticipant } from "@shared/types";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LoadingStatus, Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api-client";
import { useCurrentUser } from "@/lib/auth";
import { fullName } from "@/lib/utils";
import { useParticipants } from "../api/get-participants";

type TablematesProps = {
  roundtable: Roundtable;
  /** 2 on the roundtable's page (under its h1), 3 in the Details dialog (under its title). */
  headingLevel?: 2 | 3;
};

/**
 * "At the table": the seated members, as every member may read them (docs/product.md, "People at
 * the table"). The server answers only the seated (and the reader), with e-mails only where their
 * members share them; the waitlist shows as a count and the reader's own place in line.
 */
export function Tablemates({ roundtable, headingLevel = 2 }: TablematesProps) {
  const query = useParticipants(roundtable.id);
  const { user } = useCurrentUser();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `tablemates-${roundtable.id}`;
  const seated = query.data?.filter((participant) => participant.status === "joined");
  const coOrganizerIds = new Set(roundtable.coOrganizers.map((coOrganizer) => coOrganizer.id));

  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-line pt-5">
      <Heading id={headingId} className="font-serif text-base font-semibold text-ink">
        {seated ? `At the table (${seated.length})` : "At the table"}
      </Heading>
      <div className="mt-3">
        {query.isPending ? (
          <TablematesSkeleton />
        ) : query.isError ? (
          <TablematesError error={query.error} onRetry={() => void query.refetch()} />
        ) : seated!.length === 0 ? (
          <div className="flex flex-col items-center rounded-lg border border-dashed border-line bg-white/60 px-4 py-6 text-center">
            <Armchair aria-hidden="true" className="size-6 text-ink-muted" />
            <p className="mt-2 text-sm font-medium text-ink">No one has joined yet</p>
            <p className="text-xs text-ink-muted">Members who take a seat will show here.</p>
          </div>
        ) : (
          <ul aria-labelledby={headingId} className="divide-y divide-line rounded-lg border border-line bg-white">
            {seated!.map((participant) => (
              <Tablemate
                key={participant.id}
                participant={participant}
                isOrganizer={participant.user.id === roundtable.organizerId}
                isCoOrganizer={coOrganizerIds.has(participant.user.id)}
                isYou={participant.user.id === user?.id}
              />
            ))}
          </ul>
        )}
      </div>
      <WaitlistCount roundtable={roundtable} />
    </section>
  );
}

function Tablemate({ participant, isOrganizer, isCoOrganizer, isYou }: { participant: RoundtableParticipant; isOrganizer: boolean; isCoOrganizer: boolean; isYou: boolean }) {
  const member = participant.user;
  return (
    <li className="flex items-start gap-3 px-3 py-3">
      <Avatar firstName={member.firstName} lastName={member.lastName} imageUrl={member.profileImageUrl} />
      <div className="min-w-0 flex-1 text-sm">
        <p className="flex flex-wrap items-center gap-1.5">
          <span className="min-w-0 font-medium text-ink [overflow-wrap:anywhere]">
            {fullName(member)}
            {isYou && <span className="font-normal text-ink-muted"> (you)</span>}
          </span>
          {/* The marks of who runs it are outlined, apart from the role's filled badge (as in Manage). */}
          {isOrganizer && (
            <Badge variant="outline">
              <Crown aria-hidden="true" className="size-3 text-cardinal" />
              Organizer
            </Badge>
          )}
          {isCoOrganizer && !isOrganizer && <Badge variant="outline">Co-organizer</Badge>}
          <Badge variant={member.userType === "advisor" ? "accent" : "neutral"}>{member.userType === "advisor" ? "Advisor" : "Student"}</Badge>
        </p>
        {member.chapter && (
          <p className="mt-0.5 flex items-center gap-1.5 text-xs text-ink-soft">
            <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: member.chapterColor ?? undefined }} />
            <span className="min-w-0 [overflow-wrap:anywhere]">{member.chapter}</span>
          </p>
        )}
        {/* Only members who share their address have one here: the server leaves the rest out. */}
        {member.email && (
          <a
            href={`mailto:${member.email}`}
            title={member.email}
            className="mt-0.5 inline-flex max-w-full items-center gap-1 text-xs text-cardinal underline-offset-4 hover:underline"
          >
            <Mail aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">{member.email}</span>
          </a>
        )}
      </div>
    </li>
  );
}

/** "2 waiting for a seat · You're #1 in line": the line as a count, and the reader's own place. */
function WaitlistCount({ roundtable }: { roundtable: Roundtable }) {
  if (roundtable.waitlistCount === 0) return null;
  const place = roundtable.isWaitlisted ? roundtable.waitlistPosition : null;
  return (
    <p className="mt-3 flex flex-wrap items-center gap-x-1.5 text-sm text-ink-soft">
      <Hourglass aria-hidden="true" className="size-4 shrink-0 text-ink-muted" />
      <span>{roundtable.waitlistCount} waiting for a seat</span>
      {place !== null && <span className="font-medium text-warning">· You're #{place} in line</span>}
    </p>
  );
}

function TablematesSkeleton() {
  return (
    <LoadingStatus className="space-y-0 divide-y divide-line rounded-lg border border-line bg-white">
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center gap-3 px-3 py-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex-1 space-y-1.5">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </LoadingStatus>
  );
}

function TablematesError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  // A 429 (the members-shown limit) says itself how long to wait; anything else offers a retry.
  const limited = error instanceof ApiError && error.status === 429;
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-line bg-white px-3 py-3 text-sm text-ink-soft">
      <span>{limited && error.serverMessage ? error.serverMessage : "Couldn't load who's at the table."}</span>
      {!limited && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
