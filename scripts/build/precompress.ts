/**
 * A Vite plugin that writes brotli (.br) and gzip (.gz) copies of every text asset after the
 * build, so the server sends compressed bytes without compressing on each request.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";
import { brotliOptions, GZIP_OPTIONS } from "../../server/middleware/static-files";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|txt|json|webmanifest|xml)$/;
// Below this a compressed copy saves too little to be worth a second file.
const MIN_BYTES = 512;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

export async function precompressFolder(dir: string): Promise<void> {
  const jobs: Promise<void>[] = [];
  for await (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    jobs.push(
      (async () => {
        const content = await fs.readFile(file);
        if (content.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([brotli(content, brotliOptions(content.length)), gzip(content, GZIP_OPTIONS)]);
        await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
      })(),
    );
  }
  await Promise.all(jobs);
}

export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "english-convention-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressFolder(outDir);
    },
  };
}
