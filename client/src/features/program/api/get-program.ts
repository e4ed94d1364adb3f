import { queryOptions, useQuery } from "@tanstack/react-query";
import { LIMITS } from "@shared/constants";
import type { Roundtable } from "@shared/types";
import { apiGetPage, withQuery } from "@/lib/api-client";

/** Every roundtable item carries its program fields. */
export type ProgramRoundtable = Roundtable;

/**
 * Every placed roundtable, in time order. The program is as long as sessions times rooms (a
 * few hundred at most), so it is read whole, a hundred at a time.
 */
export async function getProgram(): Promise<ProgramRoundtable[]> {
  const all: ProgramRoundtable[] = [];
  for (;;) {
    const page = await apiGetPage<ProgramRoundtable>(
      withQuery("/api/roundtables", { programStatus: "placed", sort: "time", limit: LIMITS.pageSizeMax, offset: all.length }),
    );
    all.push(...page.items);
    if (page.items.length === 0 || all.length >= page.total) return all;
  }
}

/** Under the roundtable lists' key, so a join, a leave or a placement anywhere refreshes it. */
export const programQueryOptions = () => queryOptions({ queryKey: ["/api/roundtables", "list", "program"], queryFn: getProgram });

export const useProgram = () => useQuery(programQueryOptions());
