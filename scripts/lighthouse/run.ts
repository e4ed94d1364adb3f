/**
 * npm run lighthouse [-- --skip-build] [--form-factor mobile|desktop] [PATH ...]
 * Audits the production build with Lighthouse and Debian's Chromium (CHROME_PATH, default
 * /usr/bin/chromium) on a small demo society (an embedded database in a scratch folder). Without
 * paths: the landing page signed out and the dashboard signed in as a demo member; with paths
 * (e.g. `/agenda`): each of them signed in (a Chromium of its own on LIGHTHOUSE_PORT + 2, the
 * session in its cookie jar). Each signed-in page is also checked for installing as
 * an app the way Chromium decides it (Lighthouse 12 has no PWA category): the DevTools protocol's
 * Page.getInstallabilityErrors (none wanted) and Page.getAppManifest (its icons). Prints the
 * scores, the failing audits and the installability; writes the reports to lighthouse-results/.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Browser } from "playwright-core";
import { startArguments } from "../build/start-command";

const root = path.resolve(import.meta.dirname, "../..");
const { values: args, positionals: paths } = parseArgs({
  options: { "skip-build": { type: "boolean", default: false }, "form-factor": { type: "string", default: "mobile" } },
  allowPositionals: true,
});
for (const page of paths) {
  if (!page.startsWith("/")) throw new Error(`A page to audit is a path such as /agenda, not "${page}"`);
}
/** LIGHTHOUSE_PORT (default 5106): another checkout on the machine may hold the default. */
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 5106);
const base = `http://127.0.0.1:${PORT}`;
const outDir = path.join(root, "lighthouse-results");
const chrome = process.env.CHROME_PATH ?? "/usr/bin/chromium";

type Report = { finalDisplayedUrl: string; categories: Record<string, { score: number | null }>; audits: Record<string, { score: number | null; scoreDisplayMode: string; title: string; displayValue?: string }> };

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

/**
 * One Lighthouse run into lighthouse-results/NAME.json. Signed out, Lighthouse starts its own
 * Chromium; signed in, it drives the signed-in one (`debugPort`), whose cookie jar holds the
 * session, so the service worker's own requests carry it too (extra headers reach only the page's).
 */
function audit(name: string, url: string, debugPort?: number): Report {
  const output = path.join(outDir, `${name}.json`);
  execFileSync(
    path.join(root, "node_modules/.bin/lighthouse"),
    [
      url,
      "--quiet",
      "--output=json",
      `--output-path=${output}`,
      "--only-categories=performance,accessibility,best-practices",
      ...(args["form-factor"] === "desktop" ? ["--preset=desktop"] : []),
      ...(debugPort === undefined
        ? ["--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync"]
        : [`--port=${debugPort}`]),
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: chrome }, stdio: ["ignore", "ignore", "inherit"] },
  );
  const report = JSON.parse(fs.readFileSync(output, "utf8")) as Report;
  // A page that sent the browser elsewhere (signed out after all) was not the page audited.
  if (new URL(report.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended at ${report.finalDisplayedUrl}: the audit is not of that page`);
  }
  return report;
}

/** A Chromium of its own (a scratch profile, not incognito: installing and push need one), signed in with `cookie`. */
async function signedInChromium(cookie: string, debugPort: number) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "ec-lighthouse-profile-"));
  const browserProcess = spawn(
    chrome,
    ["--headless", "--no-sandbox", "--disable-gpu", "--disable-sync", "--disable-component-update", "--no-first-run", `--remote-debugging-port=${debugPort}`, `--user-data-dir=${profile}`, "about:blank"],
    { stdio: "ignore" },
  );
  await waitFor(`http://127.0.0.1:${debugPort}/json/version`);
  const connect = () => chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
  const browser = await connect();
  await browser.contexts()[0]!.addCookies(
    cookie.split("; ").map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
    }),
  );
  // Lighthouse drives the browser alone (a second client holds new pages for itself); the cookies stay in its profile.
  await browser.close();
  return {
    connect,
    async close() {
      browserProcess.kill("SIGTERM");
      await new Promise((resolve) => browserProcess.once("exit", resolve));
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
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

type Installability = { errors: string[]; manifestUrl: string; icons: string[]; startUrl: string; display: string };

/**
 * Whether Chromium would offer to install the app from `url` (signed in with `cookie`): it waits
 * for the service worker to control the page, then asks the DevTools protocol, as the browser's
 * own install prompt does.
 */
async function installability(connect: () => Promise<Browser>, url: string): Promise<Installability> {
  const browser = await connect();
  const page = await browser.contexts()[0]!.newPage();
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 30_000 });
    const session = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await session.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: Array<{ errorId: string; errorArguments: Array<{ name: string; value: string }> }>;
    };
    const manifest = (await session.send("Page.getAppManifest")) as { url: string; errors: Array<{ message: string }>; data?: string };
    const data = JSON.parse(manifest.data ?? "{}") as { icons?: Array<{ sizes?: string; purpose?: string }>; start_url?: string; display?: string };
    return {
      errors: [
        ...installabilityErrors.map((error) => [error.errorId, ...error.errorArguments.map((arg) => `${arg.name}=${arg.value}`)].join(" ")),
        ...manifest.errors.map((error) => `manifest: ${error.message}`),
      ],
      manifestUrl: manifest.url,
      icons: (data.icons ?? []).map((icon) => `${icon.sizes ?? "?"}${icon.purpose ? ` ${icon.purpose}` : ""}`),
      startUrl: data.start_url ?? "",
      display: data.display ?? "",
    };
  } finally {
    await page.close();
    await browser.close();
  }
}

function summarizeInstallability(result: Installability) {
  console.log(`  installable: ${result.errors.length === 0 ? "yes" : `no (${result.errors.join("; ")})`}`);
  console.log(`  manifest ${result.manifestUrl}: start_url ${result.startUrl}, display ${result.display}, icons ${result.icons.join(", ")}`);
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
  const results: Record<string, ReturnType<typeof summarize> & { installable?: Installability }> = {};
  const nameOf = (page: string) => page.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "dashboard";
  if (paths.length === 0) results.landing = summarize("Landing page, signed out", audit("landing", `${base}/`));
  const signedIn = await signedInChromium(cookie, PORT + 2);
  try {
    for (const page of paths.length === 0 ? ["/"] : paths) {
      results[nameOf(page)] = summarize(`${page === "/" ? "Dashboard" : page}, signed in with demo data`, audit(nameOf(page), `${base}${page}`, PORT + 2));
    }
    for (const page of paths.length === 0 ? ["/"] : paths) {
      const result = await installability(signedIn.connect, `${base}${page}`);
      console.log(`\n${page}, as an app:`);
      summarizeInstallability(result);
      results[nameOf(page)] = { ...results[nameOf(page)]!, installable: result };
    }
  } finally {
    await signedIn.close();
  }
  fs.writeFileSync(path.join(outDir, "summary.json"), JSON.stringify({ date: new Date().toISOString(), formFactor: args["form-factor"], results }, null, 2));
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
