import type { RosterImport, RosterMember } from "@shared/validators/roster";
import { Card } from "@/components/ui/card";

const role = (userType: RosterMember["userType"]) => (userType === "advisor" ? "Advisor" : "Student");

/** What the import would do: the roster's counts, and who waiting it approves (with the roster's chapter and role). */
export function RosterPreview({ result }: { result: RosterImport }) {
  return (
    <Card role="region" aria-label="Roster preview" className="space-y-4 p-4 sm:p-6">
      <div>
        <h3 className="font-serif text-lg font-semibold">What this import will change</h3>
        <p className="mt-1 text-sm text-ink-soft">
          {result.rows} {result.rows === 1 ? "row" : "rows"}: {result.added} new on the roster, {result.updated} updated, {result.unchanged} unchanged.
        </p>
      </div>
      <PreviewList title={`Approved now (${result.approved.length})`} empty="Nobody waiting is on this roster." members={result.approved} />
    </Card>
  );
}

function PreviewList({ title, empty, members }: { title: string; empty: string; members: RosterMember[] }) {
  return (
    <div>
      <h4 className="text-sm font-semibold text-ink">{title}</h4>
      {members.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line rounded-lg border border-line bg-white">
          {members.map((member) => (
            <li key={member.id} className="flex flex-col gap-0.5 px-3 py-2 text-sm sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
              <span className="min-w-0">
                <span className="font-medium text-ink">
                  {member.firstName} {member.lastName}
                </span>{" "}
                <span className="break-all text-ink-muted">{member.email}</span>
              </span>
              <span className="text-ink-soft">
                {role(member.userType)} · {member.chapterName}
                {member.previousChapterId !== member.chapterId && <span className="text-ink-muted"> (another chapter before)</span>}
                {member.previousUserType !== member.userType && <span className="text-ink-muted"> (was {role(member.previousUserType)})</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
