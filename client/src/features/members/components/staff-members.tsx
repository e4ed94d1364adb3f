import { Users } from "lucide-react";
import { useEffect, useState } from "react";
import { EmptyState } from "@/components/layout/empty-state";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect, SearchInput } from "@/components/ui/input";
import { useCurrentUser } from "@/lib/auth";
import { useChapters } from "@/lib/chapters";
import { handleUnauthorized } from "@/lib/unauthorized";
import { useUrlFilters } from "@/lib/url-filters";
import { emptyStaffMemberFilters, useStaffMembers, type MemberStatusFilter, type StaffMemberFilters } from "../api/get-staff-members";
import { MEMBERS_PAGE_SIZE } from "../api/members-keys";
import { MemberActions } from "./member-actions";
import { MemberRow, MemberRowsSkeleton } from "./member-row";
import { Pager } from "./pager";
import { useMemberDecisions } from "./use-member-decisions";

const STAFF_MEMBERS_URL_DEFAULTS = { ...emptyStaffMemberFilters, page: "0" } as Record<keyof StaffMemberFilters | "page", string>;

const STATUS_OPTIONS: Array<[MemberStatusFilter, string]> = [
  ["all", "Every member"],
  ["pending", "Waiting for approval"],
  ["changes", "Change waiting"],
  ["unconfirmed", "E-mail not confirmed"],
  ["approved", "Approved"],
  ["declined", "Declined"],
  ["suspended", "Suspended"],
];

/** Staff only: every account, by status, chapter and name or e-mail, with every decision. */
export function StaffMembers() {
  // The filters and the page live in the address: Back and a reload keep them.
  const [values, setValues] = useUrlFilters(STAFF_MEMBERS_URL_DEFAULTS);
  const filters: StaffMemberFilters = { status: values.status as MemberStatusFilter, chapterId: values.chapterId, query: values.query };
  const page = Math.max(0, Number.parseInt(values.page, 10) || 0);
  const [typed, setTyped] = useState(values.query);
  const members = useStaffMembers(filters, page);
  const chapters = useChapters();
  const decisions = useMemberDecisions();
  const { user } = useCurrentUser();

  // The search waits for a pause in typing, so each key does not ask the server.
  useEffect(() => {
    if (typed === values.query) return;
    const timer = setTimeout(() => setValues({ query: typed, page: "0" }), 300);
    return () => clearTimeout(timer);
  }, [typed, values.query, setValues]);

  useEffect(() => {
    if (members.error) handleUnauthorized(members.error);
  }, [members.error]);

  const change = (patch: Partial<StaffMemberFilters>) => setValues({ ...patch, page: "0" });
  const setPage = (next: number) => setValues({ page: String(next) });
  const total = members.data?.total ?? 0;

  return (
    <section aria-labelledby="all-members-heading">
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h2 id="all-members-heading" className="font-serif text-2xl font-semibold">
          All members
        </h2>
        <p className="text-sm text-ink-muted" aria-live="polite">
          {members.isPending ? "Loading..." : `${total} ${total === 1 ? "member" : "members"}`}
        </p>
      </div>
      <div className="mb-5 grid gap-3 md:grid-cols-3">
        <FormField label="Search members">
          <SearchInput value={typed} placeholder="Name or e-mail" onChange={(event) => setTyped(event.target.value)} />
        </FormField>
        <FormField label="Status">
          <NativeSelect value={filters.status} onChange={(event) => change({ status: event.target.value as MemberStatusFilter })}>
            {STATUS_OPTIONS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Chapter">
          <NativeSelect value={filters.chapterId} onChange={(event) => change({ chapterId: event.target.value })} disabled={chapters.isPending}>
            <option value="all">All chapters</option>
            {chapters.data?.map((chapter) => (
              <option key={chapter.id} value={String(chapter.id)}>
                {chapter.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {members.isPending ? (
        <MemberRowsSkeleton label="Loading members" />
      ) : members.isError && !members.data ? (
        <EmptyState title="The list could not be loaded" description="Please refresh the page and try again." />
      ) : total === 0 ? (
        <EmptyState icon={<Users />} title="No members found" description="No account matches these filters." />
      ) : (
        <ul className="space-y-3" aria-busy={members.isPlaceholderData}>
          {members.data.items.map((member) => (
            <li key={member.id} aria-label={`${member.firstName} ${member.lastName}`}>
              <MemberRow member={member} actions={<MemberActions member={member} decisions={decisions} staff self={member.id === user?.id} />} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageSize={MEMBERS_PAGE_SIZE} total={total} onPage={setPage} label="Pages of members" />
      {decisions.dialog}
    </section>
  );
}
