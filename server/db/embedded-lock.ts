/**
 * The embedded database lives in files one process may open at a time: a second process (a seed
 * script while the app runs) would read stale data and its writes could be lost. The process that
 * opens DATA_DIR/pglite records its pid next to it; another process refuses while that pid lives.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { StartupError } from "../lib/startup-error";

/** A start-up failure whose message says what to do (lib/startup-error.ts prints it as it is). */
export class EmbeddedDatabaseInUseError extends StartupError {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dir} is in use by another process (pid ${pid}), probably the running app. ` +
        "Stop the app (Ctrl+C in its terminal) and run this command again, or point both at a PostgreSQL server with DATABASE_URL.",
    );
    this.name = "EmbeddedDatabaseInUseError";
  }
}

/** Whether a process with this pid exists (the lock's owner, or a test's child processes). */
export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the lock for `dir` (the PGlite folder) or throws; the returned function releases it. */
export async function lockEmbeddedDir(dir: string): Promise<() => Promise<void>> {
  const lockFile = `${path.resolve(dir)}.lock`;
  await fs.mkdir(path.dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await fs.writeFile(lockFile, String(process.pid), { flag: "wx" });
      return async () => {
        await fs.rm(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number((await fs.readFile(lockFile, "utf8").catch(() => "")).trim());
      if (holder === process.pid) throw new EmbeddedDatabaseInUseError(dir, holder);
      if (isAlive(holder)) throw new EmbeddedDatabaseInUseError(dir, holder);
      // A process that ended without releasing it (a crash): the lock is stale.
      await fs.rm(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockFile}`);
}
