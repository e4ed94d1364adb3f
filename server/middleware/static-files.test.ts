import fs from "node:fs";
import path from "node:path";
import express from "express";
import supertest from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { precompressFolder } from "../../scripts/build/precompress";
import { LONG_CACHE, loadStaticFiles, staticFiles } from "./static-files";
import { tempFolder } from "../testing/temp-folder";

let request: supertest.Agent;
const script = `console.log(${JSON.stringify("a roundtable ".repeat(200))});`;

beforeAll(async () => {
  const dir = await tempFolder("ec-static-");
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "assets/index-abc123.js"), script);
  fs.writeFileSync(path.join(dir, "assets/index-abc123.js.map"), "{}");
  fs.writeFileSync(path.join(dir, "robots.txt"), "User-agent: *\nDisallow: /api/\n");
  fs.writeFileSync(path.join(dir, "sw.js"), script);
  fs.writeFileSync(path.join(dir, "manifest.webmanifest"), JSON.stringify({ name: "English Convention", start_url: "/agenda" }));
  await precompressFolder(dir);
  const app = express();
  app.use(staticFiles(loadStaticFiles(dir)));
  app.use((_req, res) => res.status(418).end());
  request = supertest.agent(app);
});

const raw = (res: supertest.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on("data", (chunk: Buffer) => chunks.push(chunk));
  res.on("end", () => done(null, Buffer.concat(chunks)));
};

describe("built client files", () => {
  it("when the browser accepts brotli, then the brotli copy is sent with its encoding, Vary and the long cache", async () => {
    const response = await request.get("/assets/index-abc123.js").set("Accept-Encoding", "gzip, deflate, br").buffer(true).parse(raw);
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(response.headers["cache-control"]).toBe(LONG_CACHE);
    expect(response.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    // supertest decodes the body; the length on the wire shows it came compressed.
    expect(Number(response.headers["content-length"])).toBeLessThan(script.length / 10);
    expect((response.body as Buffer).toString()).toBe(script);
  });

  it("when the browser accepts only gzip, or nothing, then it gets gzip, or the plain file", async () => {
    const gzip = await request.get("/assets/index-abc123.js").set("Accept-Encoding", "gzip, br;q=0").buffer(true).parse(raw);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(Number(gzip.headers["content-length"])).toBeLessThan(script.length / 10);
    expect((gzip.body as Buffer).toString()).toBe(script);
    const plain = await request.get("/assets/index-abc123.js").set("Accept-Encoding", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.text).toBe(script);
  });

  it("when the browser asks for the service worker or the manifest, then each comes revalidated on every use, with its type", async () => {
    const worker = await request.get("/sw.js");
    expect(worker.status).toBe(200);
    expect(worker.headers["cache-control"]).toBe("no-cache");
    expect(worker.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    const manifest = await request.get("/manifest.webmanifest");
    expect(manifest.headers["cache-control"]).toBe("no-cache");
    expect(manifest.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    const robots = await request.get("/robots.txt");
    expect(robots.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("when the browser already has the file, then it gets 304", async () => {
    const first = await request.get("/assets/index-abc123.js");
    const again = await request.get("/assets/index-abc123.js").set("If-None-Match", first.headers.etag!);
    expect(again.status).toBe(304);
  });

  it("when a source map or a missing asset is asked for, then it is a 404; robots.txt is a real text file", async () => {
    expect((await request.get("/assets/index-abc123.js.map")).status).toBe(404);
    expect((await request.get("/assets/missing.js")).status).toBe(404);
    const robots = await request.get("/robots.txt");
    expect(robots.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(robots.text).toContain("User-agent: *");
    expect((await request.get("/browse")).status).toBe(418);
  });
});
