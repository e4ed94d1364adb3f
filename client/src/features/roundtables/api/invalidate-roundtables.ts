import type { QueryClient } from "@tanstack/react-query";
import { roundtableDetailsKey } from "./get-roundtable";
import { roundtableListsKey } from "./get-roundtables";
import { participantsKey } from "./get-participants";
import { participationsQueryOptions } from "./get-participations";

/** After any roundtable change every list, detail, participant list and the participations refetch: no screen keeps a stale count. */
export function invalidateRoundtables(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: roundtableListsKey }),
    queryClient.invalidateQueries({ queryKey: roundtableDetailsKey }),
    queryClient.invalidateQueries({ queryKey: participantsKey }),
    queryClient.invalidateQueries({ queryKey: participationsQueryOptions().queryKey }),
    // The bell tells organizers and members about these changes; features don't import each other, so by key.
    queryClient.invalidateQueries({ queryKey: ["/api/notifications"] }),
  ]);
}
