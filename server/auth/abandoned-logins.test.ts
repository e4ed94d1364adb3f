/**
 * Logins whose members gave up while bcrypt was busy (the page reloaded, the tab closed) are
 * skipped when their turn comes, over real sockets against the real app (password-turns.ts).
 */
import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../lib/logger";
import { registerMember } from "../testing/factories";
import { memoryLog } from "../testing/memory-log";
import { createTestApp, type TestApp } from "../testing/test-app";
import { hashPassword, passwordWorkLoad } from "./password-hashing";
import { THREAD_POOL_WIDTH } from "./password-turns";

const log = memoryLog();
let testApp: TestApp;
let server: http.Server;
let port: number;

beforeAll(async () => {
  testApp = await createTestApp({ LOG_LEVEL: "info", RATE_LIMIT_DISABLED: "true" }, { logger: createLogger({ logLevel: "info" }, log.sink) });
  server = http.createServer(testApp.app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await testApp.close();
});

/** A login sent on its own connection, as a browser tab sends it; the socket is kept to close it. */
function sendLogin(email: string, password: string): net.Socket {
  const body = JSON.stringify({ email, password });
  const socket = net.connect(port, "127.0.0.1");
  socket.on("error", () => {});
  socket.write(
    `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  return socket;
}

describe("logins abandoned while bcrypt is busy", () => {
  it("when members close their logins before their turn, then those checks are skipped, nothing fails, and the next login signs in", async () => {
    const { user, password } = await registerMember(testApp);
    // Every turn held by slow hashes, as a crowd of logins ahead of them would hold it.
    const ahead = Array.from({ length: THREAD_POOL_WIDTH }, () => hashPassword("a crowd ahead", 14));
    await expect.poll(() => passwordWorkLoad().running).toBe(THREAD_POOL_WIDTH);

    const abandoned = Array.from({ length: 6 }, () => sendLogin(user.email, password));
    await expect.poll(() => passwordWorkLoad().waiting, { timeout: 5_000 }).toBe(6);
    for (const socket of abandoned) socket.destroy();

    await Promise.all(ahead);
    await expect.poll(() => passwordWorkLoad(), { timeout: 5_000 }).toEqual({ running: 0, waiting: 0 });
    expect(log.text.match(/skipped: The request was closed before its turn for a password check/g)).toHaveLength(6);
    expect(log.text).not.toContain("unhandled error");

    const signedIn = await testApp.agent().post("/api/auth/login").send({ email: user.email, password });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.email).toBe(user.email);
  });
});
