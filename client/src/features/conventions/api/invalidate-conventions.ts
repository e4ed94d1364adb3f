import type { QueryClient } from "@tanstack/react-query";

/**
 * A convention's days, sessions or which one is current change what every page shows: the
 * conventions, the embedded current one, the sessions, and the lists and program (by key, since
 * features don't import each other).
 */
export function invalidateAfterConventionChange(queryClient: QueryClient) {
  return Promise.all(
    [["/api/conventions"], ["/api/convention"], ["/api/program/sessions"], ["/api/roundtables"], ["/api/user/participations"], ["/api/staff"]].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
