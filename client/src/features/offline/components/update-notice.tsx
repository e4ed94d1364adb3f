import { RefreshCw } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { isUpdateWaiting, reloadToNewVersion, subscribeToUpdates } from "../api/service-worker";

/** "A new version is available" with Reload, while a new service worker waits (docs/product.md, "The convention pass"). */
export function UpdateNotice() {
  const waiting = useSyncExternalStore(subscribeToUpdates, isUpdateWaiting);
  if (!waiting) return null;
  return (
    <div role="status" className="fixed inset-x-0 bottom-0 z-40 flex justify-center px-4 pb-4">
      <div className="flex max-w-full items-center gap-3 rounded-lg border border-line bg-white px-4 py-3 text-sm text-ink shadow-lg">
        <p>A new version is available.</p>
        <Button size="sm" onClick={reloadToNewVersion}>
          <RefreshCw aria-hidden="true" />
          Reload
        </Button>
      </div>
    </div>
  );
}
