import { useEffect, useState } from "react";
import { PROGRAM_STATUSES, type ProgramStatus } from "@shared/constants";
import { useUrlFilters } from "@/lib/url-filters";
import type { ProposalFilters } from "../api/get-proposals";

const DEFAULTS = { status: "proposed", query: "", offset: "0" };

/**
 * The Review page's status, search and page, kept in the address (Back and a reload keep them).
 * The search asks once the typing pauses, and a new status or search starts again at the first page.
 */
export function useReviewFilters() {
  const [values, setValues] = useUrlFilters(DEFAULTS);
  const [query, setQueryValue] = useState(values.query);
  const status: ProgramStatus = (PROGRAM_STATUSES as readonly string[]).includes(values.status) ? (values.status as ProgramStatus) : "proposed";
  const offset = Math.max(0, Number.parseInt(values.offset, 10) || 0);

  useEffect(() => {
    if (query === values.query) return;
    const timer = setTimeout(() => setValues({ query, offset: "0" }), 300);
    return () => clearTimeout(timer);
  }, [query, values.query, setValues]);

  const filters: ProposalFilters = { programStatus: status, query: values.query, offset };
  return {
    filters,
    status,
    setStatus: (next: ProgramStatus) => setValues({ status: next, offset: "0" }),
    query,
    setQuery: setQueryValue,
    setOffset: (next: number) => setValues({ offset: String(next) }),
  };
}
