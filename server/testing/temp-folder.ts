/**
 * A new folder for a test's files, inside the run's scratch folder: the run removes it with the
 * rest at its end (global-setup.ts), so no test leaves one in the system's temp folder.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { inject } from "vitest";

export function tempFolder(prefix: string): Promise<string> {
  return fs.mkdtemp(path.join(inject("scratchFolder"), prefix));
}
