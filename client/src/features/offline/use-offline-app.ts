import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { listenForInstallOffer } from "./api/install-prompt";
import { registerServiceWorker } from "./api/service-worker";
import { useRefreshWhenBackOnline } from "./use-online";

/**
 * The member's installable, offline app (docs/product.md, "The convention pass"): the service
 * worker registered once signed in, the browser's install offer kept for the agenda, and the
 * pages refreshed when the network comes back.
 */
export function useOfflineApp(memberId: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    listenForInstallOffer();
    // A first version took the page: what it shows is read again through it, so it is kept for offline.
    void registerServiceWorker(memberId, () => void queryClient.invalidateQueries());
  }, [memberId, queryClient]);
  useRefreshWhenBackOnline();
}
