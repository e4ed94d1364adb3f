/**
 * One member's open stream: a Server-Sent Events answer that never ends by itself. It writes
 * events as `id`, `event` and `data` lines, and is dropped (its client reconnects with
 * Last-Event-ID) rather than buffer without bound for a reader that doesn't keep up.
 */
import type { Response } from "express";
import type { LiveEvent } from "./live-events.storage";

/**
 * A reader this far behind is dropped. An event is about 100 bytes, so this holds a burst of a
 * couple of thousand written in one turn of the event loop (before the socket takes any).
 */
export const MAX_BUFFERED_BYTES = 256 * 1024;
/** How long a browser waits before it reconnects (it does so by itself). */
export const RETRY_MS = 3_000;

export class EventStream {
  /** Live events that arrived while the missed ones were still being sent. */
  private held: LiveEvent[] | undefined = [];
  private replayed = new Set<number>();
  closed = false;

  constructor(
    readonly memberId: number,
    private readonly res: Response,
    private readonly onClose: (stream: EventStream) => void,
  ) {
    res.once("close", () => this.finish());
  }

  /** The stream's opening: the browser's reconnect delay and the id it resumes after. */
  open(resumeAfter: number): void {
    this.res.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      // nginx and others would otherwise hold the events back to fill a buffer.
      "X-Accel-Buffering": "no",
      Connection: "keep-alive",
    });
    // An id with no data moves the browser's Last-Event-ID without firing an event.
    this.res.write(`retry: ${RETRY_MS}\nid: ${resumeAfter}\n\n`);
    forgetRequest(this.res.req);
  }

  /** Sends what the member missed, waiting for the socket where it must, then what came meanwhile. */
  async replay(events: LiveEvent[]): Promise<void> {
    for (const event of events) {
      if (this.closed) return;
      this.replayed.add(event.id);
      if (!this.res.write(format(event))) await new Promise((resolve) => this.res.once("drain", resolve).once("close", resolve));
    }
    const held = (this.held ?? []).filter((event) => !this.replayed.has(event.id));
    this.held = undefined;
    this.replayed.clear();
    if (held.length > 0) this.send(held);
  }

  /**
   * Sends `events`, in one write: `text`, when given, is theirs already made (formatEvents), shared
   * by every stream that hears the same events.
   */
  send(events: readonly LiveEvent[], text?: string): void {
    if (this.closed) return;
    if (this.held) return void this.held.push(...events);
    this.write(text ?? formatEvents(events));
  }

  /** A comment line: proxies that close quiet connections see traffic. */
  heartbeat(): void {
    if (!this.closed && !this.held) this.write(": keep-alive\n\n");
  }

  /** Ends the stream; `reason`, when given, is sent first as a `superseded` event. */
  end(reason?: string): void {
    if (this.closed) return;
    if (reason) this.res.write(`event: superseded\ndata: ${JSON.stringify({ message: reason })}\n\n`);
    this.res.end();
    this.finish();
  }

  private write(text: string): void {
    this.res.write(text);
    if (this.res.writableLength > MAX_BUFFERED_BYTES) {
      this.res.destroy();
      this.finish();
    }
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    // Ended, whoever closed it: the HTTP server waits for every answer's end before a stop
    // (lib/http-server.ts), the client's going away included.
    if (!this.res.writableEnded) this.res.end();
    this.onClose(this);
  }
}

/** What the middleware left on a request that nothing reads once it is a stream whose headers are sent. */
const LEFT_BY_MIDDLEWARE = ["session", "sessionStore", "sessionID", "user", "_passport", "_sessionManager", "_parsedUrl", "_parsedOriginalUrl", "params", "route", "next", "logIn", "login", "logOut", "logout", "isAuthenticated", "isUnauthenticated"];

/**
 * A stream stays open for hours, and its request with it: the session and its store, the member,
 * passport's helpers and the router's place would stay as long. Set to undefined (not deleted: the
 * object keeps its shape) they are freed (docs/performance.md, "Live updates"). Only once the
 * headers are written: the writeHead wrappers read them (the session's cookie, the signed-in hint,
 * which a request without a member removes). Without a session on the request, the session
 * middleware saves nothing when the stream ends: a renewal due (auth/session-renewal.ts) is stored
 * by the member's next request, as it is due there too.
 */
function forgetRequest(req: object): void {
  const held = req as Record<string, unknown>;
  for (const key of LEFT_BY_MIDDLEWARE) if (key in held) held[key] = undefined;
}

/** The events' text, in order, as one write. */
export function formatEvents(events: readonly LiveEvent[]): string {
  return events.length === 1 ? format(events[0]!) : events.map(format).join("");
}

// One event goes to every stream that hears it (live-hub.ts, deliver): its text is made once, not once per stream.
const formatted = new WeakMap<LiveEvent, string>();
function format(event: LiveEvent): string {
  let text = formatted.get(event);
  if (text === undefined) {
    text = `id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event.data)}\n\n`;
    formatted.set(event, text);
  }
  return text;
}
