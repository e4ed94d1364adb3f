/**
 * The logger writes JSON lines for machines and readable lines for a person at a terminal
 * (LOG_FORMAT overrides either way), and keeps its secrets out of both.
 */
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../env";
import { memoryLog } from "../testing/memory-log";
import { createLogger } from "./logger";

// eslint-disable-next-line no-control-regex -- colour codes are what is taken out
const withoutColour = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, "");

function logOneOfEach(log: ReturnType<typeof createLogger>) {
  log.info({ req: { id: 1, method: "GET", url: "/api/roundtables" }, res: { statusCode: 200 }, responseTime: 3 }, "request completed");
  log.warn({ body: { email: "ada@example.edu", password: "the secret" } }, "sign-in refused");
}

/** A memory destination that says it is a terminal, as process.stdout does on one. */
function terminal() {
  const log = memoryLog();
  return Object.assign(log, { sink: Object.assign(log.sink, { isTTY: true }) });
}

describe("the logger", () => {
  it("when it writes to something that is not a terminal, then every line is JSON", () => {
    const log = memoryLog();
    logOneOfEach(createLogger({ logLevel: "info" }, log.sink));
    const lines = log.text.trim().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => line.msg)).toEqual(["request completed", "sign-in refused"]);
    expect(lines[0]).toMatchObject({ level: 30, req: { method: "GET", url: "/api/roundtables" }, res: { statusCode: 200 } });
    expect(log.text).not.toContain("the secret");
  });

  it("when readable lines are asked for, then each reads as text, a request on one line, with the secrets still out", () => {
    const log = memoryLog();
    logOneOfEach(createLogger({ logLevel: "info", logFormat: "pretty" }, log.sink));
    const lines = withoutColour(log.text).trim().split("\n");
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: GET \/api\/roundtables 200 in 3 ms$/);
    expect(lines[1]).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] WARN: sign-in refused$/);
    expect(log.text).toContain("ada@example.edu");
    expect(log.text).not.toContain("the secret");
    for (const line of lines) expect(() => JSON.parse(line)).toThrow();
  });

  it("when it writes to a terminal, then the lines are readable without asking, unless JSON is asked for", () => {
    const readable = terminal();
    logOneOfEach(createLogger({ logLevel: "info" }, readable.sink));
    expect(withoutColour(readable.text)).toContain("INFO: GET /api/roundtables 200 in 3 ms");

    const json = terminal();
    logOneOfEach(createLogger({ logLevel: "info", logFormat: "json" }, json.sink));
    expect(JSON.parse(json.text.split("\n")[0]!)).toMatchObject({ msg: "request completed" });
  });

  it("when LOG_FORMAT is set, then it is pretty or json, and anything else stops the start with a clear line", () => {
    expect(loadConfig({}).logFormat).toBeUndefined();
    expect(loadConfig({ LOG_FORMAT: "pretty" }).logFormat).toBe("pretty");
    expect(loadConfig({ LOG_FORMAT: "json" }).logFormat).toBe("json");
    expect(() => loadConfig({ LOG_FORMAT: "fancy" })).toThrow(ConfigError);
    expect(() => loadConfig({ LOG_FORMAT: "fancy" })).toThrow(/LOG_FORMAT must be pretty or json/);
  });
});
