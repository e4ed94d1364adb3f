/** A command-line script run as `npm run` runs it (tsx, from the project root), for tests of the script itself. */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");

/** Runs `script` (a path from the project root) with `args` and `env`; a failing exit is returned, not thrown. */
export async function runScript(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(path.join(ROOT, "node_modules/.bin/tsx"), [script, ...args], { cwd: ROOT, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The environment of a script run on an embedded database in `dataDir` (none of the run's server database or seed file). */
export function embeddedScriptEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: "test", BCRYPT_COST: "4" };
  delete env.DATABASE_URL;
  delete env.SEED_FILE;
  return env;
}
