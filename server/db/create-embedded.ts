/**
 * Creates a new embedded database in a short-lived child process. Creating one (initdb) takes
 * far more WebAssembly memory than running it: done in the app's own process, a first start would
 * hold that memory until a later garbage collection, too much for a small machine. The app then
 * opens the new database like an existing one.
 */
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { promisify } from "node:util";

const run = promisify(execFile);

// Runs as `node -e CREATE <pglite entry> <folder>`.
const CREATE = `
const { PGlite } = require(process.argv[1]);
PGlite.create(process.argv[2]).then((db) => db.close()).catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});`;

export async function createEmbeddedDatabase(dir: string): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  try {
    await run(process.execPath, ["-e", CREATE, pglite, dir]);
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`Creating the embedded database in ${dir} failed: ${stderr || (error instanceof Error ? error.message : String(error))}`, {
      cause: error,
    });
  }
}
