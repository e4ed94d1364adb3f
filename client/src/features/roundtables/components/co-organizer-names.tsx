import type { Roundtable } from "@shared/types";
import { fullName } from "@/lib/utils";

/** "With Ada Lovelace and Alan Turing": a roundtable's co-organizers beside its organizer; nothing without any. */
export function CoOrganizerNames({ roundtable, className }: { roundtable: Pick<Roundtable, "coOrganizers">; className?: string }) {
  // Optional while an older cached copy may lack the field.
  const names = (roundtable.coOrganizers ?? []).map(fullName);
  if (names.length === 0) return null;
  const text = `With ${names.join(" and ")}`;
  return (
    <p className={className} title={text}>
      {text}
    </p>
  );
}
