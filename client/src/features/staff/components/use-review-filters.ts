import { useEffect, useState } from "react";
import type { ProgramStatus } from "@shared/constants";
import type { ProposalFilters } from "../api/get-proposals";

/**
 * The Review page's status, search and page. The search asks once the typing pauses, and a new
 * status or search starts again at the first page.
 */
export function useReviewFilters() {
  const [status, setStatusValue] = useState<ProgramStatus>("proposed");
  const [query, setQueryValue] = useState("");
  const [settledQuery, setSettledQuery] = useState("");
  const [offset, setOffset] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => {
      setSettledQuery(query);
      setOffset(0);
    }, 300);
    return () => clearTimeout(timer);
  }, [query]);

  const filters: ProposalFilters = { programStatus: status, query: settledQuery, offset };
  return {
    filters,
    status,
    setStatus: (next: ProgramStatus) => {
      setStatusValue(next);
      setOffset(0);
    },
    query,
    setQuery: setQueryValue,
    setOffset,
  };
}
