/**
 * Where the project's files are, the same whether the server runs from TypeScript (server/) or
 * compiled into dist/server/: both lie under the folder that holds package.json.
 */
import fs from "node:fs";
import path from "node:path";

function findProjectRoot(from: string): string {
  let dir = from;
  while (!fs.existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${from}`);
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findProjectRoot(import.meta.dirname);
export const STATIC_DIR = path.join(PROJECT_ROOT, "dist/public");
export const SERVER_SOURCE_DIR = path.join(PROJECT_ROOT, "server");
