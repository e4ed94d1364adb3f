import type { ReactNode } from "react";
import type { Roundtable } from "@shared/types";
import { DetailRow } from "../detail-row";

/** The roundtable's facts at the top of a Manage dialog: the view's own rows, then the description. */
export function ManageDetails({ roundtable, children }: { roundtable: Roundtable; children: ReactNode }) {
  return (
    <dl className="grid grid-cols-1 gap-4 rounded-lg border border-line bg-paper p-4 sm:grid-cols-2">
      {children}
      <DetailRow label="Description" className="sm:col-span-2">
        <span className="line-clamp-4 whitespace-pre-line">{roundtable.description}</span>
      </DetailRow>
    </dl>
  );
}
