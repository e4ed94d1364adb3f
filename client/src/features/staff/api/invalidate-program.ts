import type { QueryClient } from "@tanstack/react-query";

/**
 * A placement changes the proposals, every roundtable list and detail (the Program page is one
 * of them), the sessions' free rooms and the bell. Features don't import each other, so by key.
 */
export function invalidateAfterPlacement(queryClient: QueryClient) {
  return Promise.all(
    [["/api/staff"], ["/api/roundtables"], ["/api/program/sessions"], ["/api/user/participations"], ["/api/notifications"]].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
