/**
 * The node arguments of `npm start` (package.json's "start" script), so the benchmark and
 * Lighthouse run the production server exactly as a deployment does, flags included.
 */
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/** `checkout`: the repository whose package.json is read (this one by default; the bench's --against reads another). */
export function startArguments(checkout: string = root): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(checkout, "package.json"), "utf8")) as { scripts: { start: string } };
  const [command, ...rest] = pkg.scripts.start.trim().split(/\s+/);
  if (command !== "node") throw new Error(`npm start should run node, not "${pkg.scripts.start}"`);
  return rest;
}
