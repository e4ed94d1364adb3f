import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OpenSeatsItem } from "@shared/types";
import { apiRequest } from "@/lib/api-client";

/** Under the roundtables' key: every live seat change reads it again (lib/live-updates.ts). */
export const openNowQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/roundtables", "open-now"],
    queryFn: () => apiRequest<{ items: OpenSeatsItem[] }>("GET", "/api/roundtables/open-now"),
    // Sessions start and end with no seat changing: look again now and then.
    refetchInterval: 60_000,
  });

export const useOpenNow = (enabled = true) => useQuery({ ...openNowQueryOptions(), enabled });
