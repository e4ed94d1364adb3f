import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ProgramStatus } from "@shared/constants";
import type { StaffRoundtable } from "@shared/types";
import { apiGetPage, withQuery } from "@/lib/api-client";

/** One page of the staff list; 50 rows keep a page quick to scan and to render on a phone. */
export const PROPOSALS_PAGE_SIZE = 50;

export type ProposalFilters = { programStatus: ProgramStatus; query: string; offset: number };

/** GET /api/staff/proposals: the most wanted first (joined, waitlisted, chapters), one page and its total; placed ones carry their attendance once check-in opens. */
export const getProposals = ({ programStatus, query, offset }: ProposalFilters) =>
  apiGetPage<StaffRoundtable>(withQuery("/api/staff/proposals", { programStatus, query: query.trim(), limit: PROPOSALS_PAGE_SIZE, offset }));

export const proposalsQueryOptions = (filters: ProposalFilters) =>
  queryOptions({ queryKey: ["/api/staff", "proposals", filters], queryFn: () => getProposals(filters), placeholderData: keepPreviousData });

export const useProposals = (filters: ProposalFilters) => useQuery(proposalsQueryOptions(filters));
