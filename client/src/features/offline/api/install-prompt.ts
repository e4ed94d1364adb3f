/**
 * The browser's offer to install the app (the `beforeinstallprompt` event), kept from the moment
 * it fires until the agenda shows it; a member who dismissed it is not asked again on this device.
 */
export type InstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
};

export const INSTALL_DISMISSED_KEY = "ec.install-dismissed";

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function setOffer(next: InstallPromptEvent | null) {
  offer = next;
  for (const listener of listeners) listener();
}

export const installOffer = () => offer;

export function subscribeToInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let listening = false;

/** Starts keeping the browser's offer (once per page); the browser's own mini-bar is held back for the agenda's. */
export function listenForInstallOffer(): void {
  if (listening || typeof window === "undefined") return;
  listening = true;
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    setOffer(event as InstallPromptEvent);
  });
  window.addEventListener("appinstalled", () => setOffer(null));
}

export function installDismissed(): boolean {
  try {
    return localStorage.getItem(INSTALL_DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

/** "Not now": remembered, so the agenda does not ask again. */
export function dismissInstall(): void {
  try {
    localStorage.setItem(INSTALL_DISMISSED_KEY, "1");
  } catch {
    // Storage refused: the offer goes away for this visit only.
  }
  setOffer(null);
}

/** "Install": the browser's own dialog; whatever the answer, the offer is used up. */
export async function acceptInstall(): Promise<void> {
  const current = offer;
  if (!current) return;
  await current.prompt();
  const { outcome } = await current.userChoice;
  if (outcome === "dismissed") dismissInstall();
  else setOffer(null);
}
