import type { ReactNode } from "react";

/** One labelled fact in a dialog's description list (Roundtable Details, the Manage dialogs). */
export function DetailRow({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  // The row's own div is the only wrapper a dt and dd may have inside a dl.
  return (
    <div className={className}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{label}</dt>
      <dd className="mt-1 text-sm text-ink">{children}</dd>
    </div>
  );
}
