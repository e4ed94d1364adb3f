import { Clock } from "lucide-react";
import type { CurrentUser } from "@shared/types";
import type { Chapter } from "@shared/types";

type PendingChange = NonNullable<CurrentUser["pendingChange"]>;

/**
 * An approved member's new chapter or role waits for an approver; until then the current ones
 * hold everywhere (who may join what, matching, the directory).
 */
export function PendingChangeNotice({ change, chapters }: { change: PendingChange; chapters: Chapter[] | undefined }) {
  const chapter = chapters?.find((item) => item.id === change.chapterId);
  const role = change.userType === "advisor" ? "Advisor" : "Student";
  return (
    <div role="status" className="mb-6 flex gap-3 rounded-lg border border-warning/30 bg-warning-soft p-4 text-sm text-ink">
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
      <div className="space-y-1">
        <p className="font-semibold">Change waiting for approval</p>
        <p className="text-ink-soft">
          Requested: {chapter ? `${chapter.name} (${chapter.region})` : "a new chapter"}, {role}. Until it is approved, your current
          chapter and role stay in place.
        </p>
      </div>
    </div>
  );
}
