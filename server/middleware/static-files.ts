/**
 * Serves the built client from memory: every file is read once at start-up with its brotli and
 * gzip copies (written by the build), and each request gets the smallest encoding the browser
 * accepts, with Vary, an ETag and the cache rule of its folder. Source maps are never served.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { NextFunction, Request, Response } from "express";

type Encoding = "br" | "gzip" | "identity";
export type StaticFile = { type: string; etag: string; cacheControl: string; bodies: Partial<Record<Encoding, Buffer>> };

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
};

export const LONG_CACHE = "public, max-age=31536000, immutable";
const SHORT_CACHE = "public, max-age=3600";
/**
 * Asked again on every use (a 304 when unchanged): the page, the service worker (a cached one
 * would keep members on an old version; docs/product.md, "The convention pass") and the manifest.
 */
const ALWAYS_REVALIDATED = /(\.html|^\/sw\.js|^\/manifest\.webmanifest)$/;

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** How every compressed copy is made: by the build (scripts/build/precompress.ts) and here. */
export const brotliOptions = (length: number): zlib.BrotliOptions => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: length },
});
export const GZIP_OPTIONS: zlib.ZlibOptions = { level: zlib.constants.Z_BEST_COMPRESSION };

const etagOf = (identity: Buffer) => `"${crypto.createHash("sha1").update(identity).digest("base64url").slice(0, 22)}"`;

/**
 * A copy of a built text file with `replace` applied, compressed again: for content known only
 * when the server starts (the configuration written into index.html). Runs once, at start-up.
 */
export function rewriteStaticFile(file: StaticFile, replace: (text: string) => string): StaticFile {
  const identity = Buffer.from(replace(file.bodies.identity!.toString("utf8")), "utf8");
  return {
    ...file,
    etag: etagOf(identity),
    bodies: {
      identity,
      br: zlib.brotliCompressSync(identity, brotliOptions(identity.length)),
      gzip: zlib.gzipSync(identity, GZIP_OPTIONS),
    },
  };
}

/** Every servable file under `dir` by URL path ("/assets/index-abc.js"). */
export function loadStaticFiles(dir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const file of walk(dir)) {
    if (/\.(br|gz|map)$/.test(file)) continue;
    const urlPath = `/${path.relative(dir, file).split(path.sep).join("/")}`;
    const identity = fs.readFileSync(file);
    const bodies: StaticFile["bodies"] = { identity };
    if (fs.existsSync(`${file}.br`)) bodies.br = fs.readFileSync(`${file}.br`);
    if (fs.existsSync(`${file}.gz`)) bodies.gzip = fs.readFileSync(`${file}.gz`);
    files.set(urlPath, {
      type: TYPES[path.extname(file)] ?? "application/octet-stream",
      etag: etagOf(identity),
      // Built assets carry a content hash in their names, so they never change under one URL.
      cacheControl: urlPath.startsWith("/assets/") ? LONG_CACHE : ALWAYS_REVALIDATED.test(urlPath) ? "no-cache" : SHORT_CACHE,
      bodies,
    });
  }
  return files;
}

function pickEncoding(accept: string | undefined, file: StaticFile): Encoding {
  if (!accept) return "identity";
  // "br;q=0" and the like mean "not this one".
  const allowed = (name: string) => new RegExp(`(^|[,\\s])${name}(?!;\\s*q=0(\\.0*)?(\\s|,|$))`).test(accept);
  if (file.bodies.br && allowed("br")) return "br";
  if (file.bodies.gzip && allowed("gzip")) return "gzip";
  return "identity";
}

export function sendStaticFile(req: Request, res: Response, file: StaticFile, cacheControl = file.cacheControl): void {
  const compressed = file.bodies.br !== undefined || file.bodies.gzip !== undefined;
  res.set("Content-Type", file.type);
  res.set("Cache-Control", cacheControl);
  res.set("ETag", file.etag);
  if (compressed) res.set("Vary", "Accept-Encoding");
  if (req.headers["if-none-match"] === file.etag) {
    res.status(304).end();
    return;
  }
  const encoding = pickEncoding(req.headers["accept-encoding"], file);
  const body = file.bodies[encoding]!;
  if (encoding !== "identity") res.set("Content-Encoding", encoding);
  res.set("Content-Length", String(body.length));
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

/** GET and HEAD of a built file; anything else under /assets/ is a 404, the rest passes on. */
export function staticFiles(files: Map<string, StaticFile>) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = files.get(req.path);
    if (file) return sendStaticFile(req, res, file);
    if (req.path.startsWith("/assets/")) return res.status(404).type("text/plain").send("Not found");
    next();
  };
}
