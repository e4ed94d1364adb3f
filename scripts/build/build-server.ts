/**
 * Compiles the server into dist/server/index.js, so `npm start` runs plain JavaScript with no
 * TypeScript loader. Packages are bundled in too: a few files load far faster than hundreds of
 * small ones from node_modules. What index.js imports only when it runs the app (serve.ts) is a
 * chunk of its own beside it, so a cluster's primary, which runs no app, never loads it. Left outside: the native bcrypt, PGlite (it finds its WebAssembly
 * files next to its own module), Vite (development only), and the packages that read their own
 * files through __dirname, which an ES module bundle does not have (the time-zone data for
 * calendars, the session table's SQL, pino's worker threads).
 */
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "../..");
// The output file may be named (a test builds into a scratch folder); npm run build uses dist/.
const outfile = process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, "dist/server/index.js");

// Chunks are named by their content's hash: the last build's would otherwise stay beside the new ones.
fs.rmSync(path.join(path.dirname(outfile), "chunks"), { recursive: true, force: true });

await build({
  entryPoints: [path.join(root, "server/index.ts")],
  outdir: path.dirname(outfile),
  entryNames: path.basename(outfile, ".js"),
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  external: [
    "bcrypt",
    "@electric-sql/pglite",
    "@electric-sql/pglite/*",
    "@electric-sql/pglite-socket",
    "vite",
    "pg-native",
    "@touch4it/ical-timezones",
    "connect-pg-simple",
    "pino",
    "thread-stream",
  ],
  // Bundled CommonJS packages still call require().
  banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
  minifySyntax: true,
  alias: { "@shared": path.join(root, "shared") },
  sourcemap: true,
  logLevel: "warning",
});
