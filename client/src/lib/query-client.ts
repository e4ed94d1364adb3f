import { MutationCache, QueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/use-toast";
import { OFFLINE_MESSAGE, OfflineError } from "./api-client";

/**
 * No automatic retries, no refetch on focus or interval, data never stale (docs/product.md, "API
 * conventions"). Offline (docs/product.md, "The convention pass"): a read still goes out, for the
 * service worker to answer from its cache ("offlineFirst"), and a change fails at once with the
 * offline notice instead of waiting paused for the network ("always").
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error) => {
        // After the feature's own failure toast (one toast at a time): the member reads why.
        if (error instanceof OfflineError) setTimeout(() => toast({ title: "You're offline", description: OFFLINE_MESSAGE, variant: "destructive" }), 0);
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity, networkMode: "offlineFirst" },
      mutations: { retry: false, networkMode: "always" },
    },
  });
}
