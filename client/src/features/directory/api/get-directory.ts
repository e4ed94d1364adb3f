import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import type { PublicUser } from "@shared/types";
import { apiGetPage, withQuery, type Page } from "@/lib/api-client";

/** Members per request; the server's default page size, so the first screen fills three full rows and more. */
export const DIRECTORY_PAGE_SIZE = 24;

export type DirectoryFilterValues = {
  query: string;
  /** A chapter id, or "all". */
  chapterId: string;
  userType: "all" | "advisor" | "student";
  expertise: string;
};

export const emptyDirectoryFilters: DirectoryFilterValues = { query: "", chapterId: "all", userType: "all", expertise: "" };

export function hasActiveDirectoryFilters(filters: DirectoryFilterValues): boolean {
  return Boolean(filters.query.trim() || filters.expertise.trim() || filters.chapterId !== "all" || filters.userType !== "all");
}

/** Only set values travel: blank text and "all" are left out of the query string. */
export function getDirectoryPage(filters: DirectoryFilterValues, offset: number): Promise<Page<PublicUser>> {
  return apiGetPage<PublicUser>(
    withQuery("/api/users", {
      query: filters.query.trim(),
      chapterId: filters.chapterId,
      userType: filters.userType,
      expertise: filters.expertise.trim(),
      limit: DIRECTORY_PAGE_SIZE,
      offset,
    }),
  );
}

export const directoryQueryOptions = (filters: DirectoryFilterValues) => {
  const normalized: DirectoryFilterValues = { ...filters, query: filters.query.trim(), expertise: filters.expertise.trim() };
  return infiniteQueryOptions({
    queryKey: ["/api/users", normalized],
    queryFn: ({ pageParam }) => getDirectoryPage(normalized, pageParam),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return lastPage.items.length > 0 && loaded < lastPage.total ? loaded : undefined;
    },
  });
};

export function useDirectory(filters: DirectoryFilterValues) {
  // While a new filter loads, the previous results stay on screen instead of flashing skeletons.
  return useInfiniteQuery({ ...directoryQueryOptions(filters), placeholderData: keepPreviousData });
}
