/**
 * A port nobody listens on right now, on 127.0.0.1, for a server a test or script starts.
 *
 * The port is drawn below Linux's ephemeral range (32768 and up): supertest's listen(0) and every
 * outgoing connection take ports from that range, and one of them could take a port picked there
 * before the child process binds it (seconds later, once its imports load); the health check
 * would then be answered by someone else's server. Each vitest worker draws from its own slice,
 * and a process never hands out one port twice.
 */
import net from "node:net";

const FIRST_PORT = 20_000;
const SLICE_SIZE = 1_000;
const SLICES = 12;
const handedOut = new Set<number>();

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

function anyPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export async function freePort(): Promise<number> {
  const worker = Number(process.env.VITEST_POOL_ID ?? process.pid) % SLICES;
  const sliceStart = FIRST_PORT + worker * SLICE_SIZE;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = sliceStart + Math.floor(Math.random() * SLICE_SIZE);
    if (handedOut.has(port)) continue;
    if (await canListen(port)) {
      handedOut.add(port);
      return port;
    }
  }
  return anyPort();
}
