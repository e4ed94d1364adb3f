/**
 * Compiles the server into dist/server/index.js, so `npm start` runs plain JavaScript with no
 * TypeScript loader. Packages are bundled in too: one file loads far faster than hundreds of
 * small ones from node_modules. Left outside: the native bcrypt, PGlite (it finds its WebAssembly
 * files next to its own module) and Vite (development only).
 */
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "../..");

await build({
  entryPoints: [path.join(root, "server/index.ts")],
  outfile: path.join(root, "dist/server/index.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  external: ["bcrypt", "@electric-sql/pglite", "@electric-sql/pglite/*", "@electric-sql/pglite-socket", "vite", "pg-native"],
  // Bundled CommonJS packages still call require().
  banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
  minifySyntax: true,
  alias: { "@shared": path.join(root, "shared") },
  sourcemap: true,
  logLevel: "warning",
});
