/**
 * npm run lighthouse [-- --skip-build] [--form-factor mobile|desktop]
 * Audits the production build with Lighthouse and Debian's Chromium (CHROME_PATH, default
 * /usr/bin/chromium): the landing page signed out, and the dashboard signed in as a demo member
 * on a small demo society (an embedded database in a scratch folder). Prints the scores and the
 * failing audits; writes the reports to lighthouse-results/.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startArguments } from "../build/start-command";

const root = path.resolve(import.meta.dirname, "../..");
const { values: args } = parseArgs({
  options: { "skip-build": { type: "boolean", default: false }, "form-factor": { type: "string", default: "mobile" } },
});
const PORT = 5106;
const base = `http://127.0.0.1:${PORT}`;
const outDir = path.join(root, "lighthouse-results");
const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";

type Report = { categories: Record<string, { score: number | null }>; audits: Record<string, { score: number | null; scoreDisplayMode: string; title: string; displayValue?: string }> };

async function waitFor(url: string) {
  for (let tries = 0; tries < 600; tries += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

function audit(name: string, url: string, headers?: Record<string, string>): Report {
  const output = path.join(outDir, `${name}.json`);
  const extra = headers ? [`--extra-headers=${JSON.stringify(headers)}`] : [];
  execFileSync(
    path.join(root, "node_modules/.bin/lighthouse"),
    [
      url,
      "--quiet",
      "--output=json",
      `--output-path=${output}`,
      "--only-categories=performance,accessibility,best-practices",
      ...(args["form-factor"] === "desktop" ? ["--preset=desktop"] : []),
      "--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync",
      ...extra,
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: chrome }, stdio: ["ignore", "ignore", "inherit"] },
  );
  return JSON.parse(fs.readFileSync(output, "utf8")) as Report;
}

function summarize(name: string, report: Report) {
  const score = (key: string) => Math.round((report.categories[key]?.score ?? 0) * 100);
  console.log(`\n${name}: performance ${score("performance")}, accessibility ${score("accessibility")}, best practices ${score("best-practices")}`);
  for (const key of ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"]) {
    const item = report.audits[key];
    if (item) console.log(`  ${item.title}: ${item.displayValue}`);
  }
  const failing = Object.entries(report.audits).filter(([, item]) => item.score !== null && item.score < 0.9 && ["binary", "numeric", "metricSavings"].includes(item.scoreDisplayMode));
  for (const [key, item] of failing) console.log(`  needs work: ${key} (${item.title})${item.displayValue ? `: ${item.displayValue}` : ""}`);
  return { performance: score("performance"), accessibility: score("accessibility"), bestPractices: score("best-practices") };
}

if (!args["skip-build"]) execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
fs.mkdirSync(outDir, { recursive: true });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ec-lighthouse-"));
const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: "production", PUBLIC_URL: `http://127.0.0.1:${PORT}`, SESSION_SECRET: "lighthouse-".padEnd(40, "x"), LOG_LEVEL: "warn" };
delete env.DATABASE_URL;
const demo = execFileSync(path.join(root, "node_modules/.bin/tsx"), ["server/scripts/demo.ts", "--members", "300", "--roundtables", "80"], { cwd: root, env, encoding: "utf8" });
const email = /Sign in as (\S+)/.exec(demo)![1]!;
const password = /password: (\S+)/.exec(demo)![1]!;
const server = spawn(process.execPath, startArguments(), { cwd: root, env, stdio: ["ignore", "inherit", "inherit"] });
try {
  await waitFor(`${base}/api/health`);
  const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email, password }) });
  if (!login.ok) throw new Error(`Signing in failed: ${login.status}`);
  const cookie = login.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
  const results = {
    landing: summarize("Landing page, signed out", audit("landing", `${base}/`)),
    dashboard: summarize("Dashboard, signed in with demo data", audit("dashboard", `${base}/`, { Cookie: cookie })),
  };
  fs.writeFileSync(path.join(outDir, "summary.json"), JSON.stringify({ date: new Date().toISOString(), formFactor: args["form-factor"], results }, null, 2));
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
