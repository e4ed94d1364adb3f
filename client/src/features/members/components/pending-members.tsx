import { UserCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { EmptyState } from "@/components/layout/empty-state";
import { handleUnauthorized } from "@/lib/unauthorized";
import { usePendingMembers } from "../api/get-pending-members";
import { MEMBERS_PAGE_SIZE } from "../api/members-keys";
import { MemberActions } from "./member-actions";
import { MemberRow, MemberRowsSkeleton } from "./member-row";
import { Pager } from "./pager";
import { useMemberDecisions } from "./use-member-decisions";

/** Who waits for this approver, oldest first: new members and changes of chapter or role. */
export function PendingMembers({ staff }: { staff: boolean }) {
  const [page, setPage] = useState(0);
  const pending = usePendingMembers(page);
  const decisions = useMemberDecisions();

  useEffect(() => {
    if (pending.error) handleUnauthorized(pending.error);
  }, [pending.error]);

  // A decision can empty the last page: step back to one that has rows.
  const total = pending.data?.total ?? 0;
  useEffect(() => {
    if (page > 0 && page * MEMBERS_PAGE_SIZE >= total && !pending.isFetching) setPage(Math.max(0, Math.ceil(total / MEMBERS_PAGE_SIZE) - 1));
  }, [page, total, pending.isFetching]);

  return (
    <section aria-labelledby="pending-heading">
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h2 id="pending-heading" className="font-serif text-2xl font-semibold">
          Waiting for approval
        </h2>
        <p className="text-sm text-ink-muted" aria-live="polite">
          {pending.isPending ? "Loading..." : `${total} waiting`}
        </p>
      </div>
      {pending.isPending ? (
        <MemberRowsSkeleton label="Loading members waiting for approval" />
      ) : pending.isError && !pending.data ? (
        <EmptyState title="The list could not be loaded" description="Please refresh the page and try again." />
      ) : total === 0 ? (
        <EmptyState
          icon={<UserCheck />}
          title="Nobody is waiting"
          description={staff ? "Every new member and every change of chapter or role has been answered." : "Every member of your chapter who signed up has been answered."}
        />
      ) : (
        <ul className="space-y-3">
          {pending.data.items.map((member) => (
            <li key={member.id} aria-label={`${member.firstName} ${member.lastName}`}>
              <MemberRow member={member} actions={<MemberActions member={member} decisions={decisions} staff={staff} />} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageSize={MEMBERS_PAGE_SIZE} total={total} onPage={setPage} label="Pages of members waiting" />
      {decisions.dialog}
    </section>
  );
}
