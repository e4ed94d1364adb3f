import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./env";
import { registerMember } from "./testing/factories";
import { createTestApp, type TestApp } from "./testing/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe("the app's edges", () => {
  it("when the database answers, then /api/health is 200; when it is gone, 503", async () => {
    expect((await testApp.agent().get("/api/health")).body).toEqual({ status: "ok" });
    const closing = await createTestApp();
    await closing.database.pool.end();
    const response = await closing.agent().get("/api/health");
    expect(response.status).toBe(503);
    await closing.database.close().catch(() => {});
  });

  it("when an unknown API path is asked for, then it answers 404 JSON", async () => {
    const response = await testApp.agent().get("/api/nothing-here");
    expect(response.status).toBe(404);
    expect(response.body.message).toContain("No API route");
    expect(response.body.code).toBe("unknown_route");
  });

  it("when any response goes out, then the security headers and the CSP are on it", async () => {
    const response = await testApp.agent().get("/api/health");
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(response.headers["x-powered-by"]).toBeUndefined();
  });

  it("when a state-changing request comes from another site, then it is refused with 403 and changes nothing", async () => {
    const { agent } = await registerMember(testApp);
    const refused = await agent.post("/api/roundtables").set("Origin", "https://evil.example").send({ title: "x" });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Cross-site request refused");
    expect(refused.body.code).toBe("cross_site");
    const byReferer = await agent.post("/api/auth/logout").set("Referer", "https://evil.example/page");
    expect(byReferer.status).toBe(403);
    expect((await agent.get("/api/auth/user")).status).toBe(200);
    const sameSite = await agent.post("/api/auth/logout").set("Origin", "http://127.0.0.1").set("Host", "127.0.0.1");
    expect(sameSite.status).toBe(200);
  });

  it("when a member-only route is called signed out, then it answers 401 Unauthorized", async () => {
    for (const url of ["/api/auth/user", "/api/users", "/api/roundtables", "/api/user/participations", "/api/notifications"]) {
      const response = await testApp.agent().get(url);
      expect(response.status, url).toBe(401);
      expect(response.body.message).toContain("Unauthorized");
    }
  });
});

describe("configuration", () => {
  it("when production starts without SESSION_SECRET, then it stops with a clear error", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET is required in production/);
  });

  it("when production starts without PUBLIC_URL, then it stops saying links need it; elsewhere links point to localhost", () => {
    const production = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(40) };
    expect(() => loadConfig(production)).toThrow(/PUBLIC_URL is required in production .*links in mail and the calendar feed point there/);
    expect(loadConfig({ ...production, PUBLIC_URL: "https://convention.example.org/" }).appUrl).toBe("https://convention.example.org");
    expect(loadConfig({ PORT: "5055" }).appUrl).toBe("http://localhost:5055");
  });

  it("when nothing is set, then the documented defaults apply", () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.bcryptCost).toBe(12);
    expect(config.keepAliveTimeoutMs).toBe(65_000);
    expect(config.appProcesses).toBe(1);
    expect(config.convention).toEqual({
      name: "2026 International English Convention",
      city: "New Orleans",
      startDate: "2026-03-29",
      endDate: "2026-04-01",
      timeZone: "America/Chicago",
    });
  });

  it("when a value is malformed, then the error names it", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_MS: "500" })).toThrow(/KEEP_ALIVE_TIMEOUT_MS/);
    expect(() => loadConfig({ CONVENTION_TIMEZONE: "Mars/Olympus" })).toThrow(/CONVENTION_TIMEZONE/);
    expect(() => loadConfig({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(40), BCRYPT_COST: "10" })).toThrow(/BCRYPT_COST/);
    expect(() => loadConfig({ DATABASE_URL: SERVER_URL, WEB_CONCURRENCY: "0" })).toThrow(/WEB_CONCURRENCY/);
    expect(() => loadConfig({ DATABASE_URL: SERVER_URL, WEB_CONCURRENCY: "two" })).toThrow(/WEB_CONCURRENCY/);
  });

  it("when production hashes passwords below cost 12, then it stops unless PUBLIC_URL is on this machine only", () => {
    const production = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(40), BCRYPT_COST: "4" };
    for (const url of ["https://convention.example.org", "http://10.0.0.5:5000", "http://localhost.example.org"]) {
      expect(() => loadConfig({ ...production, PUBLIC_URL: url }), url).toThrow(/BCRYPT_COST must be at least 12 in production/);
    }
    for (const url of ["http://localhost:5077", "http://127.0.0.1:5077", "http://[::1]:5077"]) {
      expect(loadConfig({ ...production, PUBLIC_URL: url }).bcryptCost, url).toBe(4);
    }
    expect(loadConfig({ ...production, PUBLIC_URL: "https://convention.example.org", BCRYPT_COST: "12" }).bcryptCost).toBe(12);
  });

  it("when the database is a PostgreSQL server, then npm start runs one app process per core unless WEB_CONCURRENCY says otherwise", () => {
    expect(loadConfig({ DATABASE_URL: SERVER_URL }).appProcesses).toBe(os.availableParallelism());
    expect(loadConfig({ DATABASE_URL: SERVER_URL, WEB_CONCURRENCY: "3" }).appProcesses).toBe(3);
    expect(loadConfig({ DATABASE_URL: SERVER_URL, WEB_CONCURRENCY: "1" }).appProcesses).toBe(1);
  });

  it("when WEB_CONCURRENCY asks for several processes on the embedded database, then the start stops and says why", () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: "2" })).toThrow(/WEB_CONCURRENCY must be 1 without DATABASE_URL: the embedded database belongs to one process/);
    expect(loadConfig({ WEB_CONCURRENCY: "1" }).appProcesses).toBe(1);
  });
});

const SERVER_URL = "postgres://postgres@127.0.0.1:5432/english_convention";
