/** What the app and pages may use of the offline feature: the service worker, its update notice, the offline label and the install offer. */
export { InstallPrompt } from "./components/install-prompt";
export { OfflineStatus, offlinePathsOf, formatUpdatedAt } from "./components/offline-status";
export { UpdateNotice } from "./components/update-notice";
export { useOfflineApp } from "./use-offline-app";
export { isOnline, useOnline, useServiceWorkerControl } from "./use-online";
