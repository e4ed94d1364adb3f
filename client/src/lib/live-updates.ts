/**
 * Live updates for the signed-in app (docs/architecture.md, "Live updates"): one EventSource on
 * GET /api/events, whose events update the react-query caches in place, so open pages show seat
 * counts, waitlist places, the bell's count and program changes without a reload.
 *
 * The browser reconnects by itself after a network loss, sending Last-Event-ID. When the server
 * ends the stream for good (it answered 503 while restarting, or closed this tab's stream for a
 * newer one), this module opens a new one later, when the tab is visible, resuming after the last
 * event it saw. The keys are the API paths the features' queries use (lib imports no feature).
 */
import type { QueryClient } from "@tanstack/react-query";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

export type SeatsEvent = { roundtableId: number; participantCount: number; maxParticipants: number };
export type NotificationsEvent = { unreadCount: number };
export type ProgramEvent = { roundtableId: number };

const ROUNDTABLES = "/api/roundtables";
const NOTIFICATIONS = ["/api/notifications"] as const;
const PARTICIPATIONS = ["/api/user/participations"] as const;

/** How long after the stream ended for good a new one is opened (doubling up to a minute). */
const REOPEN_MS = 5_000;
const REOPEN_MAX_MS = 60_000;

type Roundtableish = { id: number; participantCount: number; maxParticipants: number; isWaitlisted?: boolean };

const isRoundtable = (value: unknown): value is Roundtableish =>
  typeof value === "object" && value !== null && "participantCount" in value && "maxParticipants" in value && "id" in value;

/** Where roundtables sit inside cached answers: an infinite list's pages, a page's items, a participation's roundtable. */
const NESTED = new Set(["pages", "items", "roundtable"]);

/**
 * `data` with the roundtable's counts replaced wherever it appears (a detail, a list, an infinite
 * list's pages), the same object where nothing changed; `waiting` is set when the member waits there.
 */
export function withSeats(data: unknown, seats: SeatsEvent, found: { waiting: boolean } = { waiting: false }, depth = 0): unknown {
  if (depth > 4 || typeof data !== "object" || data === null) return data;
  if (isRoundtable(data)) {
    if (data.id !== seats.roundtableId) return data;
    if (data.isWaitlisted) found.waiting = true;
    if (data.participantCount === seats.participantCount && data.maxParticipants === seats.maxParticipants) return data;
    return { ...data, participantCount: seats.participantCount, maxParticipants: seats.maxParticipants };
  }
  if (Array.isArray(data)) {
    const next = data.map((item) => withSeats(item, seats, found, depth + 1));
    return next.some((item, index) => item !== data[index]) ? next : data;
  }
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    next[key] = NESTED.has(key) ? withSeats(value, seats, found, depth + 1) : value;
    if (next[key] !== value) changed = true;
  }
  return changed ? next : data;
}

export function applySeats(queryClient: QueryClient, seats: SeatsEvent): void {
  const found = { waiting: false };
  queryClient.setQueriesData({ queryKey: [ROUNDTABLES] }, (data: unknown) => withSeats(data, seats, found));
  // My Roundtables lists the member's participations, each with its roundtable.
  queryClient.setQueriesData({ queryKey: PARTICIPATIONS }, (data: unknown) => withSeats(data, seats, found));
  // Who is seated and how many wait changed: its open page and participant list read again.
  void queryClient.invalidateQueries({ queryKey: [ROUNDTABLES, "participants", seats.roundtableId] });
  void queryClient.invalidateQueries({ queryKey: [ROUNDTABLES, "detail", seats.roundtableId] });
  // Open seats now (the attendance feature) counts every roundtable under way.
  void queryClient.invalidateQueries({ queryKey: [ROUNDTABLES, "open-now"] });
  // The member waits there: their place in line may have moved (or they got a seat).
  if (found.waiting) {
    void queryClient.invalidateQueries({ queryKey: [ROUNDTABLES, "list"] });
    void queryClient.invalidateQueries({ queryKey: PARTICIPATIONS });
  }
}

export function applyNotifications(queryClient: QueryClient, event: NotificationsEvent): void {
  const feed = queryClient.getQueryData<{ unreadCount: number }>(NOTIFICATIONS);
  if (!feed || feed.unreadCount === event.unreadCount) return;
  queryClient.setQueryData(NOTIFICATIONS, { ...feed, unreadCount: event.unreadCount });
  // The count moved: the bell's list reads again to show what is new.
  void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS });
}

export function applyProgram(queryClient: QueryClient, event: ProgramEvent): void {
  void queryClient.invalidateQueries({ queryKey: [ROUNDTABLES, "detail", event.roundtableId] });
  void queryClient.invalidateQueries({ queryKey: [ROUNDTABLES, "list"] });
  void queryClient.invalidateQueries({ queryKey: ["/api/program/sessions"] });
  void queryClient.invalidateQueries({ queryKey: PARTICIPATIONS });
  void queryClient.invalidateQueries({ queryKey: ["/api/user/calendar"] });
}

/** Opens the stream and keeps it open until the returned function is called. */
export function startLiveUpdates(queryClient: QueryClient, createSource: (url: string) => EventSource = (url) => new EventSource(url)): () => void {
  let source: EventSource | undefined;
  let lastEventId = "";
  let stopped = false;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;
  let pauseMs = REOPEN_MS;

  const listen = <T,>(name: string, apply: (event: T) => void) =>
    source!.addEventListener(name, (message) => {
      const event = message as MessageEvent<string>;
      if (event.lastEventId) lastEventId = event.lastEventId;
      try {
        apply(JSON.parse(event.data) as T);
      } catch {
        // A malformed event changes nothing.
      }
    });

  const open = () => {
    if (stopped || source) return;
    source = createSource(lastEventId ? `/api/events?lastEventId=${encodeURIComponent(lastEventId)}` : "/api/events");
    source.addEventListener("open", () => (pauseMs = REOPEN_MS));
    listen<SeatsEvent>("seats", (event) => applySeats(queryClient, event));
    listen<NotificationsEvent>("notifications", (event) => applyNotifications(queryClient, event));
    listen<ProgramEvent>("program", (event) => applyProgram(queryClient, event));
    listen<unknown>("superseded", () => closeForNow(true));
    source.addEventListener("error", () => {
      // CONNECTING: the browser is reconnecting by itself. CLOSED: it gave up (an error answer).
      if (source?.readyState === 2) closeForNow();
    });
  };

  // Ended for good: after a pause when the server refused (it may be restarting); a tab that gave
  // its stream to a newer one waits until the member looks at it again.
  let waitingToBeSeen = false;
  const closeForNow = (superseded = false) => {
    source?.close();
    source = undefined;
    clearTimeout(reopenTimer);
    if (superseded) {
      waitingToBeSeen = true;
      return;
    }
    reopenTimer = setTimeout(() => {
      if (document.visibilityState === "visible") open();
      else waitingToBeSeen = true;
    }, pauseMs);
    pauseMs = Math.min(pauseMs * 2, REOPEN_MAX_MS);
  };
  const onVisibility = () => {
    if (!waitingToBeSeen || document.visibilityState !== "visible") return;
    waitingToBeSeen = false;
    open();
  };

  document.addEventListener("visibilitychange", onVisibility);
  open();
  return () => {
    stopped = true;
    clearTimeout(reopenTimer);
    document.removeEventListener("visibilitychange", onVisibility);
    source?.close();
    source = undefined;
  };
}

/** Keeps the signed-in app's live updates open while it is shown. */
export function useLiveUpdates(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    return startLiveUpdates(queryClient);
  }, [enabled, queryClient]);
}
