import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createHttpServer, type HttpServer } from "./http-server";

const KEEP_ALIVE_MS = 60_000;
const started: HttpServer[] = [];
const agents: http.Agent[] = [];

afterEach(async () => {
  for (const agent of agents.splice(0)) agent.destroy();
  for (const { server } of started.splice(0)) {
    server.closeAllConnections();
    if (server.listening) await new Promise((resolve) => server.close(resolve));
  }
});

/** A server whose handler answers `/slow` after `slowMs` and `/stream` in two parts `slowMs` apart. */
async function serve(slowMs = 300) {
  const served = createHttpServer({
    keepAliveTimeoutMs: KEEP_ALIVE_MS,
    starting: (_req, res) => res.writeHead(503).end("starting"),
  });
  started.push(served);
  await served.listen(0, "127.0.0.1");
  const port = (served.server.address() as AddressInfo).port;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  agents.push(agent);
  const get = (path: string) =>
    new Promise<{ status: number; body: string; connection: string | undefined; socket: import("node:net").Socket }>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path, agent }, (res) => {
          const socket = res.socket; // the response lets go of it once it ends
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (body += chunk));
          res.on("end", () => resolve({ status: res.statusCode!, body, connection: res.headers.connection, socket }));
        })
        .on("error", reject);
    });
  return { served, get, slowMs };
}

function appHandler(slowMs: number): http.RequestListener {
  return (req, res) => {
    if (req.url === "/slow") {
      setTimeout(() => res.end("slow answer"), slowMs);
    } else if (req.url === "/stream") {
      res.write("first part, ");
      setTimeout(() => res.end("second part"), slowMs);
    } else {
      res.end("quick answer");
    }
  };
}

/**
 * Asks for `path`, stops the server a third of the way into the answer, and waits for the answer,
 * the stop and the connection's close; `elapsedMs` runs from the stop to the last of them.
 */
async function stopDuringAnswer({ served, get, slowMs }: Awaited<ReturnType<typeof serve>>, path: string) {
  const answer = get(path);
  await new Promise((resolve) => setTimeout(resolve, slowMs / 3));
  const began = Date.now();
  const stopped = served.stop();
  const { status, body, connection, socket } = await answer;
  await stopped;
  await socketClosed(socket);
  return { status, body, connection, elapsedMs: Date.now() - began };
}

const socketClosed = (socket: import("node:net").Socket) =>
  socket.destroyed ? Promise.resolve() : new Promise<void>((resolve) => socket.once("close", () => resolve()));

describe("the HTTP server", () => {
  it("when the app is not ready yet, then requests get the starting answer; once it is, the app's", async () => {
    const { served, get } = await serve();
    expect(await get("/")).toMatchObject({ status: 503, body: "starting" });
    served.setHandler(appHandler(10));
    expect(await get("/")).toMatchObject({ status: 200, body: "quick answer" });
  });

  it("when a connection is idle, then it is kept for the configured keep-alive time (not Node's 5 s) and reused", async () => {
    const { served, get } = await serve();
    served.setHandler(appHandler(10));
    expect(served.server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    const first = await get("/");
    expect(first.connection).toBe("keep-alive");
    const second = await get("/");
    expect(second.socket).toBe(first.socket);
  });

  it("when it stops with an idle keep-alive connection, then it closes that connection at once instead of waiting out the keep-alive", async () => {
    const { served, get } = await serve();
    served.setHandler(appHandler(10));
    const { socket } = await get("/");
    const began = Date.now();
    await served.stop();
    await socketClosed(socket);
    expect(Date.now() - began).toBeLessThan(2_000);
  });

  it("when it stops while an answer is being worked out, then that answer is sent whole with Connection: close, and the stop ends with it", async () => {
    const server = await serve();
    server.served.setHandler(appHandler(server.slowMs));
    await server.get("/"); // the keep-alive connection the slow request will use
    const { elapsedMs, ...answer } = await stopDuringAnswer(server, "/slow");
    expect(answer).toEqual({ status: 200, body: "slow answer", connection: "close" });
    expect(elapsedMs).toBeLessThan(2_000);
    expect(server.served.server.listening).toBe(false);
  });

  it("when it stops while an answer is half sent, then the rest is sent and the connection closes when it is done", async () => {
    const server = await serve();
    server.served.setHandler(appHandler(server.slowMs));
    const { elapsedMs, ...answer } = await stopDuringAnswer(server, "/stream");
    // Its headers went out before the stop, so they still say keep-alive; the server closes it anyway.
    expect(answer).toEqual({ status: 200, body: "first part, second part", connection: "keep-alive" });
    expect(elapsedMs).toBeLessThan(2_000);
  });

  it("when it stops while a handler is still working for a client that went away, then the stop waits for that handler to end its answer", async () => {
    const { served } = await serve();
    let handlerEndedAt = 0;
    let handlerStarted!: () => void;
    const started = new Promise<void>((resolve) => (handlerStarted = resolve));
    served.setHandler((_req, res) => {
      handlerStarted();
      // As a route between two queries: its client leaves, and it goes on to answer anyway.
      setTimeout(() => {
        res.end("answer nobody reads");
        handlerEndedAt = Date.now();
      }, 400);
    });
    const port = (served.server.address() as AddressInfo).port;
    const request = http.get({ host: "127.0.0.1", port, path: "/" });
    request.on("error", () => {});
    await started;
    const clientLeft = new Promise((resolve) => request.once("close", resolve));
    request.destroy();
    await clientLeft;
    await new Promise((resolve) => setTimeout(resolve, 50));

    await served.stop();
    const stoppedAt = Date.now();
    expect(handlerEndedAt).toBeGreaterThan(0);
    expect(stoppedAt).toBeGreaterThanOrEqual(handlerEndedAt);
  });

  it("when it stops with no answer in progress, then the stop does not wait", async () => {
    const { served, get } = await serve();
    served.setHandler(appHandler(10));
    await get("/");
    const began = Date.now();
    await served.stop();
    expect(Date.now() - began).toBeLessThan(1_000);
  });
});

describe("slow clients", () => {
  /** Opens a connection and sends `parts` one by one, `everyMs` apart; resolves with what the server answered and when it closed. */
  async function drip(port: number, parts: string[], everyMs: number) {
    const net = await import("node:net");
    const socket = net.connect(port, "127.0.0.1");
    const started = Date.now();
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("error", () => {});
    const closed = new Promise<number>((resolve) => socket.on("close", () => resolve(Date.now() - started)));
    const timer = setInterval(() => {
      const part = parts.shift();
      if (part !== undefined && !socket.destroyed) socket.write(part);
    }, everyMs);
    const closedAfterMs = await closed;
    clearInterval(timer);
    return { answer, closedAfterMs };
  }

  async function serveWithTimeouts() {
    const served = createHttpServer({
      keepAliveTimeoutMs: KEEP_ALIVE_MS,
      headersTimeoutMs: 1_000,
      requestTimeoutMs: 2_000,
      starting: (req, res) => {
        req.resume();
        req.on("end", () => res.end("ok"));
      },
    });
    started.push(served);
    await served.listen(0, "127.0.0.1");
    return (served.server.address() as AddressInfo).port;
  }

  it("when nothing is set, then the headers must arrive within 10 s and the request within 30 s (Node's default is 300 s)", () => {
    const { server } = createHttpServer({ keepAliveTimeoutMs: KEEP_ALIVE_MS, starting: (_req, res) => res.end() });
    expect(server.headersTimeout).toBe(10_000);
    expect(server.requestTimeout).toBe(30_000);
  });

  it("when headers arrive a byte at a time, then the connection is cut at the headers timeout", async () => {
    const port = await serveWithTimeouts();
    const headers = "GET / HTTP/1.1\r\nHost: x\r\nX-Slow: " + "a".repeat(100);
    const { answer, closedAfterMs } = await drip(port, headers.split(""), 200);
    expect(answer).toContain("408");
    expect(closedAfterMs).toBeLessThan(3_500);
  });

  it("when a body arrives a byte at a time, then the connection is cut at the request timeout", async () => {
    const port = await serveWithTimeouts();
    const body = "x".repeat(100);
    const parts = [`POST / HTTP/1.1\r\nHost: x\r\nContent-Length: ${body.length}\r\n\r\n`, ...body.split("")];
    const { answer, closedAfterMs } = await drip(port, parts, 200);
    expect(answer).toContain("408");
    expect(closedAfterMs).toBeLessThan(4_500);
  });

  it("when a keep-alive connection idles longer than both timeouts, then its next request is still answered", async () => {
    const port = await serveWithTimeouts();
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    const get = () =>
      new Promise<{ body: string; socket: unknown }>((resolve, reject) => {
        http
          .get({ host: "127.0.0.1", port, path: "/", agent }, (res) => {
            const socket = res.socket;
            let body = "";
            res.on("data", (chunk: Buffer) => (body += chunk.toString()));
            res.on("end", () => resolve({ body, socket }));
          })
          .on("error", reject);
      });
    const first = await get();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const second = await get();
    expect(second.body).toBe("ok");
    expect(second.socket).toBe(first.socket);
  });
});

