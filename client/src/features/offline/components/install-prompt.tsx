import { Download } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { acceptInstall, dismissInstall, installDismissed, installOffer, listenForInstallOffer, subscribeToInstallOffer } from "../api/install-prompt";

/**
 * The agenda's offer to install the app, once: shown while the browser offers it and the member
 * has not said "Not now" on this device (docs/product.md, "The convention pass").
 */
export function InstallPrompt() {
  useEffect(listenForInstallOffer, []);
  const offer = useSyncExternalStore(subscribeToInstallOffer, installOffer);
  const [dismissed] = useState(installDismissed);
  if (!offer || dismissed) return null;
  return (
    <section aria-labelledby="install-title" className="flex flex-col gap-3 rounded-lg border border-cardinal/30 bg-cardinal-soft p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <h2 id="install-title" className="font-serif text-base font-semibold text-ink">
          Keep your convention on your phone
        </h2>
        <p className="mt-1 text-sm text-ink-soft">Install English Convention to open your agenda from the home screen, even without a network.</p>
      </div>
      <div className="flex gap-2">
        <Button size="sm" onClick={() => void acceptInstall()}>
          <Download aria-hidden="true" />
          Install
        </Button>
        <Button size="sm" variant="ghost" onClick={dismissInstall}>
          Not now
        </Button>
      </div>
    </section>
  );
}
