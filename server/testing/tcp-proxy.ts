/**
 * A TCP proxy between the app and its PostgreSQL server, for the outage tests: it passes traffic,
 * refuses connections (as a server that is down), or accepts them and never answers (a network
 * partition).
 */
import net from "node:net";
import type { AddressInfo } from "node:net";
import { scratchServerDatabase } from "./app-process";

export type ProxyMode = "open" | "closed" | "blackhole";

/** A TCP proxy that can pass traffic, refuse connections, or swallow everything. */
export async function startProxy(target: { host: string; port: number }) {
  let mode: ProxyMode = "open";
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on("error", () => {});
    client.on("close", () => sockets.delete(client));
    if (mode === "blackhole") return; // accepted, never answered
    const upstream = net.connect(target.port, target.host);
    sockets.add(upstream);
    upstream.on("error", () => client.destroy());
    upstream.on("close", () => {
      sockets.delete(upstream);
      client.destroy();
    });
    client.on("close", () => upstream.destroy());
    client.on("data", (chunk) => mode === "open" && upstream.write(chunk));
    upstream.on("data", (chunk) => mode === "open" && client.write(chunk));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    port,
    async set(next: ProxyMode) {
      if (next === "closed") {
        // close() waits for open connections to end: end them first.
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        dropAll();
        await closed;
      } else if (mode === "closed") {
        await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
      }
      // A partition's old connections don't come back to life: they were lost with it.
      if (mode === "blackhole" && next === "open") dropAll();
      mode = next;
    },
    async close() {
      const closed = server.listening ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
      dropAll();
      await closed;
    },
  };
}

/**
 * A scratch database on the PostgreSQL server reached through a proxy of its own, for the tests
 * that make the database late, refuse or vanish. What it made is handed to `cleanups` (run last
 * first), so the test file's afterAll takes it down.
 */
export async function proxiedScratchDatabase(cleanups: Array<() => Promise<unknown>>) {
  const scratch = (await scratchServerDatabase())!;
  cleanups.push(() => scratch.drop());
  const direct = new URL(scratch.url);
  const proxy = await startProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  cleanups.push(() => proxy.close());
  const proxied = new URL(scratch.url);
  proxied.hostname = "127.0.0.1";
  proxied.port = String(proxy.port);
  return { proxy, databaseUrl: proxied.toString(), directUrl: scratch.url };
}
