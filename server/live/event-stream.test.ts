/**
 * A reader that doesn't keep up can't hold the server's memory: over real HTTP, a client that
 * stops reading has its stream dropped once 256 kB wait in the server's buffer, while one that
 * reads takes a burst.
 */
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import type { Response } from "express";
import { afterAll, beforeAll, expect, it } from "vitest";
import { EventStream, MAX_BUFFERED_BYTES } from "./event-stream";

let server: http.Server;
let stream: Promise<{ stream: EventStream; res: http.ServerResponse; closed: () => boolean }>;

beforeAll(async () => {
  let opened: (value: Awaited<typeof stream>) => void = () => {};
  stream = new Promise((resolve) => (opened = resolve));
  server = http.createServer((_req, res) => {
    let closed = false;
    const events = new EventStream(7, res as unknown as Response, () => (closed = true));
    events.open(0);
    void events.replay([]);
    opened({ stream: events, res, closed: () => closed });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

it("when the reader stops reading, then the stream is dropped once its buffer passes the bound, not grown without end", async () => {
  const socket = net.connect((server.address() as AddressInfo).port, "127.0.0.1");
  socket.write("GET /api/events HTTP/1.1\r\nHost: localhost\r\nAccept: text/event-stream\r\n\r\n");
  socket.pause(); // reads nothing more: the kernel's buffers fill, then the server's
  const { stream: events, res, closed } = await stream;
  const data = { text: "x".repeat(4_000) };
  let sent = 0;
  for (let id = 1; !closed() && id < 20_000; id += 1) {
    events.send([{ id, kind: "seats", memberId: null, data }]);
    sent += 4_000;
    // The socket takes what it can between turns, as between the events of a real stream.
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(closed()).toBe(true);
  expect(res.destroyed).toBe(true);
  // The kernel's socket buffers took some megabytes at most; the server held the bound, no more.
  expect(sent).toBeGreaterThan(MAX_BUFFERED_BYTES);
  expect(sent).toBeLessThan(40_000_000);
  socket.destroy();
});

it("when a reader keeps up, then a burst of a thousand events in one turn reaches it whole", async () => {
  stream = new Promise((resolve) => {
    server.removeAllListeners("request");
    server.on("request", (_req, res: http.ServerResponse) => {
      let closed = false;
      const events = new EventStream(8, res as unknown as Response, () => (closed = true));
      events.open(0);
      void events.replay([]);
      resolve({ stream: events, res, closed: () => closed });
    });
  });
  const reading = fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/events`);
  const { stream: events, closed } = await stream;
  for (let id = 1; id <= 1_000; id += 1) events.send([{ id, kind: "seats", memberId: null, data: { roundtableId: id, participantCount: 1, maxParticipants: 5 } }]);
  events.end();
  const text = await (await reading).text();
  expect(closed()).toBe(true);
  expect(text.match(/^event: seats$/gm)).toHaveLength(1_000);
});
