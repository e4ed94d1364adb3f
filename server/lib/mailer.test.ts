/** Without SMTP the mailer writes each message to the outbox, whole or not at all. */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "./logger";
import { createMailer } from "./mailer";

let outboxDir: string;
beforeAll(async () => {
  outboxDir = await fs.mkdtemp(path.join(os.tmpdir(), "ec-outbox-"));
});
afterAll(() => fs.rm(outboxDir, { recursive: true, force: true }));

describe("the outbox", () => {
  it("when messages are sent while another reader watches the folder, then every .eml it sees is a whole message", async () => {
    const mailer = createMailer({ from: "convention@example.edu", outboxDir, logger: createLogger({ logLevel: "silent" }) });
    const body = "A long line of the message. ".repeat(20_000);
    const seen: string[] = [];
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        for (const file of (await fs.readdir(outboxDir).catch(() => [])).filter((name) => name.endsWith(".eml"))) {
          seen.push(await fs.readFile(path.join(outboxDir, file), "utf8"));
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await Promise.all(Array.from({ length: 5 }, (_, n) => mailer.send({ to: `reader${n}@example.edu`, subject: `Message ${n}`, text: body })));
    watching = false;
    await watcher;
    mailer.close();

    const files = await fs.readdir(outboxDir);
    expect(files.filter((name) => name.endsWith(".eml"))).toHaveLength(5);
    expect(files.filter((name) => !name.endsWith(".eml"))).toEqual([]);
    const whole = new Set(await Promise.all(files.map((file) => fs.readFile(path.join(outboxDir, file), "utf8"))));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((text) => !whole.has(text))).toEqual([]);
  });

  it("when one member gets several messages in the same moment, then each is a file of its own", async () => {
    const dir = await fs.mkdtemp(path.join(outboxDir, "same-moment-"));
    const mailer = createMailer({ from: "convention@example.edu", outboxDir: dir, logger: createLogger({ logLevel: "silent" }) });
    // A promotion and its notification, or two app processes, can write to one address within a millisecond.
    await Promise.all(Array.from({ length: 20 }, (_, n) => mailer.send({ to: "busy.member@example.edu", subject: `Message ${n}`, text: `Body ${n}` })));
    mailer.close();
    const files = (await fs.readdir(dir)).filter((name) => name.endsWith("busy.member@example.edu.eml"));
    expect(files).toHaveLength(20);
    const subjects = await Promise.all(files.map(async (file) => /^Subject: (.*)$/m.exec(await fs.readFile(path.join(dir, file), "utf8"))?.[1]));
    expect(new Set(subjects).size).toBe(20);
  });
});
