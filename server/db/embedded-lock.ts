/**
 * The embedded database is a folder that only one process may open at a time. The running app
 * leaves its process id in DATA_DIR/app.pid so command-line tools (npm run db:demo) can say
 * "stop the app first" instead of writing under it.
 */
import fs from "node:fs";
import path from "node:path";

const lockFile = (dataDir: string) => path.join(dataDir, "app.pid");

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The id of a live app process using this folder, if any. */
export function embeddedDatabaseHolder(dataDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(lockFile(dataDir), "utf8").trim());
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Marks the folder as used by this process until it exits. */
export function claimEmbeddedDatabase(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(lockFile(dataDir), String(process.pid));
  process.once("exit", () => {
    try {
      if (fs.readFileSync(lockFile(dataDir), "utf8").trim() === String(process.pid)) fs.unlinkSync(lockFile(dataDir));
    } catch {
      /* already gone */
    }
  });
}
