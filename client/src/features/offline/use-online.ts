import { onlineManager, useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { anyReadFromCache } from "@/lib/offline-data";
import { hasServiceWorker, subscribeToControl } from "./api/service-worker";

/** A network that just came back may not carry the first reads yet: what still came from the cache is read once more after this. */
const SECOND_READ_MS = 5_000;

/** Whether a service worker serves the page: once it does, what the page reads is kept for offline. */
export const useServiceWorkerControl = () => useSyncExternalStore(subscribeToControl, hasServiceWorker, () => false);

/**
 * Whether the device has a network. react-query's onlineManager follows the online and offline
 * events; a page opened while offline asks the browser too (the manager starts out "online").
 */
export const isOnline = () => onlineManager.isOnline() && (typeof navigator === "undefined" || navigator.onLine !== false);

export function useOnline(): boolean {
  return useSyncExternalStore((listener) => onlineManager.subscribe(listener), isOnline);
}

/**
 * Back online, the open pages read their data again by themselves: what was shown from the
 * offline cache is replaced by the server's answer (docs/product.md, "The convention pass").
 */
export function useRefreshWhenBackOnline(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof navigator !== "undefined" && navigator.onLine === false) onlineManager.setOnline(false);
    let wasOnline = isOnline();
    let secondRead: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = onlineManager.subscribe((online) => {
      if (online && !wasOnline) {
        void queryClient.invalidateQueries();
        clearTimeout(secondRead);
        secondRead = setTimeout(() => {
          if (isOnline() && anyReadFromCache()) void queryClient.invalidateQueries();
        }, SECOND_READ_MS);
      }
      wasOnline = online;
    });
    return () => {
      clearTimeout(secondRead);
      unsubscribe();
    };
  }, [queryClient]);
}
