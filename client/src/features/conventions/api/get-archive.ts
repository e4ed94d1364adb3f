import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { LIMITS } from "@shared/constants";
import type { Roundtable } from "@shared/types";
import { apiGetPage, withQuery } from "@/lib/api-client";

/** A past convention's pages read 24 roundtables at a time, as the live lists do. */
export const ARCHIVE_PAGE_SIZE = 24;

/** Every roundtable a past convention placed on its program, in time order (a few hundred at most). */
export async function getArchiveProgram(conventionId: number): Promise<Roundtable[]> {
  const all: Roundtable[] = [];
  for (;;) {
    const page = await apiGetPage<Roundtable>(
      withQuery("/api/roundtables", { conventionId, programStatus: "placed", sort: "time", limit: LIMITS.pageSizeMax, offset: all.length }),
    );
    all.push(...page.items);
    if (page.items.length === 0 || all.length >= page.total) return all;
  }
}

// Under the roundtable lists' key: the live lists' invalidation reaches these too.
export const archiveProgramQueryOptions = (conventionId: number) =>
  queryOptions({ queryKey: ["/api/roundtables", "list", "archive-program", conventionId], queryFn: () => getArchiveProgram(conventionId) });

export const useArchiveProgram = (conventionId: number) => useQuery(archiveProgramQueryOptions(conventionId));

/** Every roundtable proposed for a past convention, newest first, page by page. */
export const archiveRoundtablesQueryOptions = (conventionId: number) =>
  infiniteQueryOptions({
    queryKey: ["/api/roundtables", "list", "archive", conventionId],
    queryFn: ({ pageParam }) => apiGetPage<Roundtable>(withQuery("/api/roundtables", { conventionId, limit: ARCHIVE_PAGE_SIZE, offset: pageParam })),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < lastPage.total && lastPage.items.length > 0 ? loaded : undefined;
    },
  });

export function useArchiveRoundtables(conventionId: number) {
  const query = useInfiniteQuery(archiveRoundtablesQueryOptions(conventionId));
  return { ...query, roundtables: query.data?.pages.flatMap((page) => page.items) ?? [], total: query.data?.pages[0]?.total ?? 0 };
}
