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
 */
import http from "node:http";

export type HttpServer = {
  server: http.Server;
  /** What answers requests; until it is set, every request gets `starting`. */
  setHandler(handler: http.RequestListener): void;
  listen(port: number, host: string): Promise<void>;
  /** Stops taking requests, lets the ones in flight finish, and resolves when every connection is closed. */
  stop(): Promise<void>;
};

export function createHttpServer(options: { keepAliveTimeoutMs: number; starting: http.RequestListener }): HttpServer {
  let handler = options.starting;
  let stopping = false;
  const answering = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    if (stopping) {
      res.setHeader("Connection", "close");
    } else {
      answering.add(res);
      res.once("close", () => answering.delete(res));
    }
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
        if (!res.headersSent) res.setHeader("Connection", "close");
        // The connection becomes idle once the answer is written; close it then.
        else res.once("finish", () => setImmediate(() => server.closeIdleConnections()));
      }
      server.closeIdleConnections();
      return closed;
    },
  };
}
