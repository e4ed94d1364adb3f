import type { ReactNode } from "react";

/** One labelled fact in a dialog's description list (Roundtable Details, the Manage dialogs). */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{label}</dt>
      <dd className="mt-1 text-sm text-ink">{children}</dd>
    </div>
  );
}
