import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpServer, type HttpServer } from "../lib/http-server";
import { createTestApp, type TestApp } from "../testing/test-app";

// A request declaring a body over the limit is refused at once, before any of it arrives
// (docs/security.md, "Input"); it must not hold a connection until the request timeout.
let testApp: TestApp;
let served: HttpServer;
let port: number;

beforeAll(async () => {
  testApp = await createTestApp();
  served = createHttpServer({ keepAliveTimeoutMs: 5_000, starting: testApp.app });
  await served.listen(0, "127.0.0.1");
  port = (served.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await served.stop();
  await testApp.close();
});

/** Sends only the head of a request and resolves with what the server answered and how soon, or "" after `waitMs`. */
function headOnly(head: string, waitMs: number): Promise<{ answer: string; afterMs: number }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    const started = Date.now();
    let answer = "";
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ answer, afterMs: Date.now() - started });
    };
    const timer = setTimeout(done, waitMs);
    socket.on("data", (chunk: Buffer) => {
      answer += chunk.toString();
      if (answer.includes("\r\n\r\n") && answer.includes("}")) done();
    });
    socket.on("close", done);
    socket.on("error", () => {});
    socket.write(head);
  });
}

describe("a declared body over the limit", () => {
  it.each(["10000000000", String(100 * 1024 + 1)])("when Content-Length is %s and no body follows, then it answers 413 at once", async (length) => {
    const head = `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;
    const { answer, afterMs } = await headOnly(head, 5_000);
    expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 413 Payload Too Large");
    expect(answer).toContain('{"message":"The request body is too large (100 KB at most)","code":"body_too_large"}');
    expect(afterMs).toBeLessThan(2_000);
  });

  it("when a body within the limit is declared and sent, then it is read as usual", async () => {
    const response = await testApp.agent().post("/api/auth/login").send({ email: "nobody@example.edu", password: "x".repeat(50_000) });
    expect(response.status).toBe(400);
  });
});
