import { QueryClient } from "@tanstack/react-query";

/** No automatic retries, no refetch on focus or interval, data never stale (docs/product.md, "API conventions"). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
