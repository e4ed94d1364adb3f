/**
 * A test's reader of GET /api/events over real HTTP: it keeps every event and comment the stream
 * sent, and waits for the one a test expects. (Node has no EventSource; this reads the wire format.)
 */
/** `read`: which read from the network completed it (events written together arrive in one). */
export type StreamEvent = { id: string | undefined; event: string; data: Record<string, unknown>; read: number };

export type EventStreamReader = {
  status: number;
  headers: Headers;
  events: StreamEvent[];
  /** Comment lines received (the heartbeat). */
  comments: string[];
  /** The id the stream last set (an event's, or the opening's). */
  lastEventId(): string | undefined;
  /** The first event, received or to come, that matches; fails after `timeoutMs`. */
  waitFor(predicate: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

export async function openEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStreamReader> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { Accept: "text/event-stream", ...headers }, signal: controller.signal });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  let lastId: string | undefined;
  const listeners = new Set<() => void>();
  let opened: () => void = () => {};
  const opening = new Promise<void>((resolve) => (opened = resolve));
  let reads = 0;
  const parseBlock = (block: string) => {
    let event = "message";
    let data: string | undefined;
    let id: string | undefined;
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) comments.push(line.slice(1).trim());
      else if (line.startsWith("id: ")) id = line.slice(4);
      else if (line.startsWith("event: ")) event = line.slice(7);
      else if (line.startsWith("data: ")) data = line.slice(6);
    }
    if (id !== undefined) lastId = id;
    opened();
    if (data !== undefined) events.push({ id, event, data: JSON.parse(data) as Record<string, unknown>, read: reads });
    for (const listener of listeners) listener();
  };
  const ended = (async () => {
    if (!response.body || !response.headers.get("content-type")?.startsWith("text/event-stream")) return opened();
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        reads += 1;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // closed by the test (abort) or cut by the server
    }
    opened();
    for (const listener of listeners) listener();
  })();
  // A stream's first lines (its retry and starting id) are read before the test goes on.
  await opening;
  let finished = false;
  void ended.then(() => (finished = true));

  return {
    status: response.status,
    headers: response.headers,
    events,
    comments,
    lastEventId: () => lastId,
    ended,
    waitFor(predicate, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(predicate);
          if (found) return done(() => resolve(found));
          if (finished) done(() => reject(new Error(`the stream ended without the event; it had ${JSON.stringify(events)}`)));
        };
        const timer = setTimeout(() => done(() => reject(new Error(`no such event within ${timeoutMs} ms; the stream had ${JSON.stringify(events)}`))), timeoutMs);
        const done = (then: () => void) => {
          clearTimeout(timer);
          listeners.delete(check);
          then();
        };
        listeners.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}
