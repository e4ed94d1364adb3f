import { CloudOff } from "lucide-react";
import { useSyncExternalStore } from "react";
import { dataTimesOf, dataTimesVersion, subscribeToDataTimes } from "@/lib/offline-data";
import { now } from "@/lib/clock";
import { useOnline } from "../use-online";

/**
 * "10:42 AM" today, "Mar 29, 10:42 AM" on another day: when the data on screen was fetched, on the
 * device's clock and in its zone (`timeZone` is for tests).
 */
export function formatUpdatedAt(at: number, today: Date = now(), timeZone?: string): string {
  const day = (moment: Date) => new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone }).format(moment);
  const moment = new Date(at);
  const sameDay = day(moment) === day(today);
  return new Intl.DateTimeFormat("en-US", {
    ...(sameDay ? {} : { month: "short", day: "numeric" }),
    hour: "numeric",
    minute: "2-digit",
    timeZone,
  }).format(moment);
}

/**
 * "Offline · updated {time}" while the device is offline or the page's data came from the offline
 * cache, with the time of the oldest data shown (`paths`: the API paths the page reads). Nothing
 * while the data is live.
 */
export function OfflineStatus({ paths }: { paths: readonly string[] }) {
  const online = useOnline();
  useSyncExternalStore(subscribeToDataTimes, dataTimesVersion);
  const times = dataTimesOf(paths);
  const fromCache = times.some((time) => time.fromCache);
  if (online && !fromCache) return null;
  const oldest = times[0];
  return (
    <p role="status" className="mb-4 inline-flex items-center gap-2 rounded-full border border-line bg-paper-muted px-3 py-1 text-sm font-medium text-ink-soft">
      <CloudOff aria-hidden="true" className="size-4" />
      {oldest ? `Offline · updated ${formatUpdatedAt(oldest.at)}` : "Offline"}
    </p>
  );
}

/** The API paths each page that works offline reads: its label's time is theirs. */
export function offlinePathsOf(location: string): string[] {
  if (location === "/agenda") return ["/api/user/agenda"];
  if (location === "/program") return ["/api/program/sessions", "/api/roundtables"];
  const roundtable = /^\/roundtables\/(\d+)$/.exec(location);
  if (roundtable) return [`/api/roundtables/${roundtable[1]}`];
  return ["/api/auth/user"];
}
