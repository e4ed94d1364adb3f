/**
 * `npm test`'s static checks: the typecheck and the lint at the same time, one per core (each runs
 * on one thread, and from a cold cache each takes about as long as the other). Each one's output is
 * printed whole when it ends, so the two never interleave; the checks fail when either fails.
 */
import { spawn } from "node:child_process";

function run(script: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) => {
      if (output) process.stdout.write(output);
      if (code !== 0) console.error(`npm run ${script} failed (${code ?? "killed"})`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all([run("typecheck"), run("lint")]);
process.exitCode = codes.some((code) => code !== 0) ? 1 : 0;
