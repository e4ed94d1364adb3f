import { ScrollText } from "lucide-react";
import { useEffect, useState } from "react";
import { AUDIT_ACTIONS, type AuditAction } from "@shared/constants";
import type { AuditEntry } from "@shared/types";
import { EmptyState } from "@/components/layout/empty-state";
import { FormField } from "@/components/ui/form-field";
import { NativeSelect, SearchInput } from "@/components/ui/input";
import { handleUnauthorized } from "@/lib/unauthorized";
import { useUrlFilters } from "@/lib/url-filters";
import { emptyAuditFilters, useAuditLog, type AuditFilters } from "../api/get-audit-log";
import { MEMBERS_PAGE_SIZE } from "../api/members-keys";
import { MemberRowsSkeleton } from "./member-row";
import { Pager } from "./pager";

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  "member.approved": "approved a member",
  "member.declined": "declined a member",
  "change.approved": "approved a change of chapter or role",
  "change.declined": "declined a change of chapter or role",
  "member.suspended": "suspended a member",
  "member.reinstated": "reinstated a member",
  "staff.granted": "made a member staff",
  "staff.removed": "removed a member from staff",
  "roster.imported": "imported the roster",
  "program.placed": "placed a roundtable",
  "program.moved": "moved a roundtable",
  "program.unplaced": "took a roundtable off the program",
  "program.not_selected": "marked a roundtable not selected",
  "program.reselected": "undid a roundtable's not selected",
  "convention.created": "created a convention",
  "convention.edited": "edited a convention",
  "convention.made_current": "made a convention current",
  "session.added": "added a session",
  "session.edited": "edited a session",
  "session.removed": "removed a session",
};

// The page has its own key: the members tab keeps its page beside it in the address.
const AUDIT_URL_DEFAULTS = { ...emptyAuditFilters, auditPage: "0" } as Record<keyof AuditFilters | "auditPage", string>;

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** Staff only: who did what to whom and when, newest first, as it was written (nothing edits it). */
export function AuditLog() {
  // The filters and the page live in the address: Back and a reload keep them.
  const [values, setValues] = useUrlFilters(AUDIT_URL_DEFAULTS);
  const filters: AuditFilters = { action: values.action as AuditFilters["action"], member: values.member };
  const page = Math.max(0, Number.parseInt(values.auditPage, 10) || 0);
  const [typed, setTyped] = useState(values.member);
  const log = useAuditLog(filters, page);
  const total = log.data?.total ?? 0;

  useEffect(() => {
    if (typed === values.member) return;
    const timer = setTimeout(() => setValues({ member: typed, auditPage: "0" }), 300);
    return () => clearTimeout(timer);
  }, [typed, values.member, setValues]);

  useEffect(() => {
    if (log.error) handleUnauthorized(log.error);
  }, [log.error]);

  const change = (patch: Partial<AuditFilters>) => setValues({ ...patch, auditPage: "0" });
  const setPage = (next: number) => setValues({ auditPage: String(next) });

  return (
    <section aria-labelledby="audit-heading">
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <h2 id="audit-heading" className="font-serif text-2xl font-semibold">
          Audit log
        </h2>
        <p className="text-sm text-ink-muted" aria-live="polite">
          {log.isPending ? "Loading..." : `${total} ${total === 1 ? "entry" : "entries"}`}
        </p>
      </div>
      <div className="mb-5 grid gap-3 sm:grid-cols-2 md:max-w-2xl">
        <FormField label="Action">
          <NativeSelect value={filters.action} onChange={(event) => change({ action: event.target.value as AuditFilters["action"] })}>
            <option value="all">Every action</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {AUDIT_ACTION_LABELS[action][0]!.toUpperCase() + AUDIT_ACTION_LABELS[action].slice(1)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Member" hint="Part of a member's name, to see only what concerns them.">
          <SearchInput value={typed} placeholder="Name" onChange={(event) => setTyped(event.target.value)} />
        </FormField>
      </div>
      {log.isPending ? (
        <MemberRowsSkeleton label="Loading the audit log" />
      ) : log.isError && !log.data ? (
        <EmptyState title="The log could not be loaded" description="Please refresh the page and try again." />
      ) : total === 0 ? (
        <EmptyState icon={<ScrollText />} title="Nothing recorded" description="No entry matches these filters yet." />
      ) : (
        <ol className="divide-y divide-line rounded-xl border border-line bg-paper-card" aria-busy={log.isPlaceholderData}>
          {log.data.items.map((entry) => (
            <AuditLine key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      <Pager page={page} pageSize={MEMBERS_PAGE_SIZE} total={total} onPage={setPage} label="Pages of the audit log" />
    </section>
  );
}

/** A roster import's counts, as the import recorded them. */
function rosterCounts(details: Record<string, unknown>): string {
  const count = (key: string) => (typeof details[key] === "number" ? (details[key] as number) : 0);
  return `${count("rows")} rows: ${count("added")} new, ${count("updated")} updated, ${count("unchanged")} unchanged; ${count("approved")} waiting members approved.`;
}

function AuditLine({ entry }: { entry: AuditEntry }) {
  const whom = entry.memberId !== null ? (entry.memberName ?? `member #${entry.memberId} (deleted)`) : entry.roundtableId !== null ? `roundtable #${entry.roundtableId}` : null;
  return (
    <li className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:items-baseline sm:gap-4">
      <time dateTime={entry.createdAt} className="shrink-0 text-ink-muted sm:w-44">
        {when(entry.createdAt)}
      </time>
      <div className="min-w-0">
        <p className="text-ink">
          <span className="font-semibold">{entry.actorName ?? (entry.actorId === null ? "A command on the server" : `Member #${entry.actorId}`)}</span>{" "}
          {AUDIT_ACTION_LABELS[entry.action] ?? entry.action}
          {whom && (
            <>
              : <span className="font-medium">{whom}</span>
            </>
          )}
        </p>
        {entry.note && <p className="mt-0.5 break-words text-ink-soft">“{entry.note}”</p>}
        {entry.action === "roster.imported" && entry.details && <p className="mt-0.5 text-ink-soft">{rosterCounts(entry.details)}</p>}
      </div>
    </li>
  );
}
