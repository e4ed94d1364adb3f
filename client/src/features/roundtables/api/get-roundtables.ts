import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { Roundtable } from "@shared/types";
import { EMPTY_PROGRAM_FILTERS, type ProgramFilters } from "@/features/program";
import { apiGetPage, withQuery } from "@/lib/api-client";

export type RoundtableFilters = { query: string; tag: string; region: string; chapterId: string; userType: string } & ProgramFilters;

export const EMPTY_FILTERS: RoundtableFilters = { query: "", tag: "", region: "all", chapterId: "all", userType: "all", ...EMPTY_PROGRAM_FILTERS };

export const PAGE_SIZE = 24;

/** Every roundtable list, whatever its filters: the key changes invalidate. */
export const roundtableListsKey = ["/api/roundtables", "list"] as const;

/** The API filters: region narrows the results (a seated member from it) and the chapter select. */
function apiParams(filters: RoundtableFilters) {
  return {
    query: filters.query.trim(),
    // Cards show tags as "#gothic": a pasted leading # is not part of the tag.
    tag: filters.tag.trim().replace(/^#+/, "").trim(),
    region: filters.region,
    chapterId: filters.chapterId,
    userType: filters.userType,
    programStatus: filters.programStatus,
    day: filters.day,
    sessionId: filters.sessionId,
    // Newest is the server's order unless asked otherwise.
    sort: filters.sort === EMPTY_PROGRAM_FILTERS.sort ? undefined : filters.sort,
  };
}

export const getRoundtablesPage = (filters: RoundtableFilters, offset: number) =>
  apiGetPage<Roundtable>(withQuery("/api/roundtables", { ...apiParams(filters), limit: PAGE_SIZE, offset }));

export const roundtablesQueryOptions = (filters: RoundtableFilters) =>
  infiniteQueryOptions({
    queryKey: [...roundtableListsKey, apiParams(filters)],
    queryFn: ({ pageParam }) => getRoundtablesPage(filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < lastPage.total && lastPage.items.length > 0 ? loaded : undefined;
    },
  });

/** Pages of PAGE_SIZE by limit and offset; `total` is the server's X-Total-Count. */
export function useRoundtables(filters: RoundtableFilters) {
  const query = useInfiniteQuery({ ...roundtablesQueryOptions(filters), placeholderData: (previous) => previous });
  const roundtables = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  return { ...query, roundtables, total };
}
