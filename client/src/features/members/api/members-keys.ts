import type { QueryClient } from "@tanstack/react-query";

/** The Members page's lists, by key: the waiting list, the staff's console and the audit log. */
export const membersKeys = {
  pending: (page: number) => ["/api/members/pending", page] as const,
  staff: (filters: object, page: number) => ["/api/staff/members", filters, page] as const,
  audit: (filters: object, page: number) => ["/api/staff/audit", filters, page] as const,
};

/** A decision or an import changes who waits, the console's rows and the log. */
export function invalidateMembers(queryClient: QueryClient) {
  return Promise.all(
    [["/api/members/pending"], ["/api/staff/members"], ["/api/staff/audit"], ["/api/users"]].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** Rows on one page of the console's lists. */
export const MEMBERS_PAGE_SIZE = 20;
