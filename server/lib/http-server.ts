/**
 * The HTTP server under the app: Node's, with idle keep-alive connections kept longer than a load
 * balancer keeps them, and a graceful stop that does not wait on them.
 *
 * Node closes an idle keep-alive connection after 5 s by default. A load balancer keeps its own
 * idle connections to the app longer (60 s is common) and reuses them; when Node closes one just
 * as the balancer sends on it, that request fails (a 502 for the member). The app's side of the
 * connection must outlive the balancer's, so the default here is 65 s.
 *
 * A long keep-alive must not hold up a stop: `server.close()` closes the idle connections, but a
 * connection whose request is still being answered would stay open for the whole keep-alive time
 * after its answer. So, once stopping, every answer still to be sent says `Connection: close`, and
 * a connection whose answer had already started is closed when that answer is done.
 *
 * The stop also waits for every handler to end its answer, including one whose client went away
 * before it: that handler is still at work (it may be between two queries), and the database must
 * not be closed under it.
 *
 * A client that sends its request slowly (a slowloris: a byte every few seconds, holding a socket
 * each) is cut off: the headers must arrive within 10 s and the whole request within 30 s, which a
 * real client never meets (headers are a few hundred bytes, a body at most 100 kB), where Node's
 * default is 300 s. Node checks these every second here rather than every 30 s.
 */
import http from "node:http";

export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 30_000;

export type HttpServer = {
  server: http.Server;
  /** What answers requests; until it is set, every request gets `starting`. */
  setHandler(handler: http.RequestListener): void;
  listen(port: number, host: string): Promise<void>;
  /** Stops taking requests, lets the ones in flight finish, and resolves when every connection is closed and every answer ended. */
  stop(): Promise<void>;
};

export function createHttpServer(options: {
  keepAliveTimeoutMs: number;
  starting: http.RequestListener;
  /** Only the tests shorten these. */
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
}): HttpServer {
  let handler = options.starting;
  let stopping = false;
  // Answers their handlers have not ended yet.
  const answering = new Set<http.ServerResponse>();
  let everyAnswerEnded: (() => void) | undefined;

  const answered = (res: http.ServerResponse) => {
    answering.delete(res);
    if (answering.size === 0) everyAnswerEnded?.();
  };

  const timeouts = {
    headersTimeout: options.headersTimeoutMs ?? HEADERS_TIMEOUT_MS,
    requestTimeout: options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
    connectionsCheckingInterval: 1_000,
  };
  const server = http.createServer(timeouts, (req, res) => {
    if (stopping) res.setHeader("Connection", "close");
    answering.add(res);
    res.once("finish", () => answered(res));
    res.once("close", () => {
      if (res.writableEnded) return answered(res);
      // The client went away first. Node emits no 'finish' for an answer ended after that, so
      // the handler's end is what says its work is done.
      const end = res.end;
      res.end = function endAfterClientLeft(this: http.ServerResponse, ...args: Parameters<typeof end>) {
        res.end = end;
        const result = end.apply(this, args);
        answered(res);
        return result;
      } as typeof end;
    });
    handler(req, res);
  });
  server.keepAliveTimeout = options.keepAliveTimeoutMs;

  return {
    server,
    setHandler(next) {
      handler = next;
    },
    listen(port, host) {
      return new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, host, () => {
          server.off("error", reject);
          resolve();
        });
      });
    },
    stop() {
      stopping = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const res of answering) {
        if (res.destroyed) continue; // its client left; only its handler's end is awaited
        if (!res.headersSent) res.setHeader("Connection", "close");
        // The connection becomes idle once the answer is written; close it then.
        else res.once("finish", () => setImmediate(() => server.closeIdleConnections()));
      }
      server.closeIdleConnections();
      const ended = new Promise<void>((resolve) => {
        everyAnswerEnded = resolve;
        if (answering.size === 0) resolve();
      });
      return Promise.all([closed, ended]).then(() => undefined);
    },
  };
}
