/**
 * Soak test (not in CI): builds the server and starts it as `npm start` does (compiled, the same
 * node arguments, --api-only) on 127.0.0.1 with a fresh embedded database (or DATABASE_URL's
 * server) and sends mixed member traffic for SOAK_MINUTES
 * (10 by default). Prints the server's memory, open sockets and the error count at the start,
 * every minute, and at the end.
 *
 *   npm run soak                      # 10 minutes
 *   SOAK_MINUTES=3 npm run soak       # shorter
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort } from "../server/testing/free-port";
import { startArguments } from "./build/start-command";

/** The cookie header after a response: every cookie it set (the session and the signed-in hint) replaces its namesake. */
function withSetCookies(cookie: string, setCookies: string[]): string {
  if (setCookies.length === 0) return cookie;
  const jar = new Map(cookie.split("; ").filter(Boolean).map((pair) => [pair.split("=")[0]!, pair] as const));
  for (const setCookie of setCookies) {
    const pair = setCookie.split(";")[0]!;
    jar.set(pair.split("=")[0]!, pair);
  }
  return [...jar.values()].join("; ");
}

/** The confirmation code in the outbox's message to `email` (no SMTP_URL: mail is written to DATA_DIR/outbox). */
async function mailedCode(dataDir: string, email: string): Promise<string> {
  const outbox = path.join(dataDir, "outbox");
  const files = (await fs.readdir(outbox)).filter((name) => name.endsWith(`-${email}.eml`));
  for (const name of files) {
    const code = /confirmation code is (\d{6})/.exec(await fs.readFile(path.join(outbox, name), "utf8"))?.[1];
    if (code) return code;
  }
  throw new Error(`no confirmation code was mailed to ${email}`);
}

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const MEMBERS = Number(process.env.SOAK_MEMBERS ?? 24);
const root = path.resolve(import.meta.dirname, "..");

async function processStats(pid: number) {
  const status = await fs.readFile(`/proc/${pid}/status`, "utf8");
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  const fds = await fs.readdir(`/proc/${pid}/fd`);
  let sockets = 0;
  for (const fd of fds) {
    const target = await fs.readlink(`/proc/${pid}/fd/${fd}`).catch(() => "");
    if (target.startsWith("socket:")) sockets += 1;
  }
  return { rssMb: Math.round(rssKb / 1024), fds: fds.length, sockets };
}

type Counters = { requests: number; ok: number; client4xx: number; limited: number; server5xx: number; network: number; slowest: number; totalMs: number };
const counters: Counters = { requests: 0, ok: 0, client4xx: 0, limited: 0, server5xx: 0, network: 0, slowest: 0, totalMs: 0 };
const fiveHundreds = new Map<string, number>();

async function main() {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "ec-soak-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PUBLIC_URL: baseUrl,
    SESSION_SECRET: "soak-test-secret-soak-test-secret-0123456789",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    REGISTRATIONS_PER_ADDRESS: "100000",
    // Members sign up and confirm with the mailed code, as newcomers do; nobody has to approve them.
    MEMBERSHIP: "open",
    SMTP_URL: undefined,
  };
  execFileSync("npm", ["run", "--silent", "build:server"], { cwd: root, stdio: "inherit" });
  const child = spawn(process.execPath, [...startArguments(), "--api-only"], { cwd: root, env, stdio: ["ignore", "inherit", "inherit"] });
  const pid = child.pid!;
  for (let waited = 0; ; waited += 250) {
    if (waited > 120_000) throw new Error("the app did not start within 2 minutes");
    if (await fetch(`${baseUrl}/api/health`).then((response) => response.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  const call = async (cookie: string, method: string, url: string, body?: unknown) => {
    const started = performance.now();
    counters.requests += 1;
    try {
      const response = await fetch(`${baseUrl}${url}`, {
        method,
        headers: { Accept: "application/json", Cookie: cookie, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      const ms = performance.now() - started;
      counters.totalMs += ms;
      counters.slowest = Math.max(counters.slowest, ms);
      if (response.ok) counters.ok += 1;
      else if (response.status === 429) counters.limited += 1;
      else if (response.status >= 500) {
        counters.server5xx += 1;
        const key = `${method} ${url.split("?")[0]} ${response.status}`;
        fiveHundreds.set(key, (fiveHundreds.get(key) ?? 0) + 1);
      } else counters.client4xx += 1;
      return {
        status: response.status,
        cookie: withSetCookies(cookie, response.headers.getSetCookie()),
        json: text ? JSON.parse(text) : undefined,
        retryAfter: response.headers.get("retry-after"),
      };
    } catch {
      counters.network += 1;
      return { status: 0, cookie, json: undefined, retryAfter: null };
    }
  };

  const chapters = (await (await fetch(`${baseUrl}/api/chapters`)).json()) as Array<{ id: number }>;
  const print = async (label: string) => {
    const stats = await processStats(pid);
    const mean = counters.requests ? Math.round(counters.totalMs / counters.requests) : 0;
    console.log(
      `${label.padEnd(8)} rss=${stats.rssMb}MB fds=${stats.fds} sockets=${stats.sockets} requests=${counters.requests} ok=${counters.ok} 4xx=${counters.client4xx} 429=${counters.limited} 5xx=${counters.server5xx} network=${counters.network} mean=${mean}ms slowest=${Math.round(counters.slowest)}ms`,
    );
  };
  await print("start");

  const deadline = Date.now() + MINUTES * 60_000;
  const tables: number[] = [];
  const member = async (index: number) => {
    const email = `soak${index}.${Date.now().toString(36)}@example.edu`;
    const registered = await call("", "POST", "/api/auth/register", {
      firstName: `Soak${index}`,
      lastName: "Member",
      email,
      password: "soak password 123",
      userType: index % 3 === 0 ? "advisor" : "student",
      chapterId: chapters[index % chapters.length]!.id,
      interests: ["Poetry", "Drama"],
      expertiseAreas: index % 2 ? ["Gothic fiction"] : ["Shakespeare"],
    });
    let cookie = registered.cookie;
    await call(cookie, "POST", "/api/auth/confirm-email", { code: await mailedCode(dataDir, email) });
    let signedInAt = Date.now();
    // All members sign in from one address, so the per-address limit answers 429 at times: wait
    // as told and sign in again, as a person would, instead of carrying on signed out.
    const signIn = async (address: string): Promise<string> => {
      for (;;) {
        const response = await call("", "POST", "/api/auth/login", { email: address, password: "soak password 123" });
        if (response.status !== 429 || Date.now() >= deadline) return response.cookie;
        const wait = Math.min(Number(response.retryAfter ?? 5) * 1000, Math.max(deadline - Date.now(), 0));
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    };
    for (let step = 0; Date.now() < deadline; step += 1) {
      const pick = step % 12;
      if (pick === 0) {
        const created = await call(cookie, "POST", "/api/roundtables", {
          title: `Soak table ${index}.${step}`,
          description: "Mixed traffic",
          tags: ["soak", "poetry"],
          targetAudience: "both",
          maxParticipants: 3,
        });
        if (created.status === 201) tables.push(created.json.id);
      } else if (pick <= 3 && tables.length) {
        const id = tables[Math.floor(Math.random() * tables.length)]!;
        await call(cookie, "POST", `/api/roundtables/${id}/join`);
        if (Math.random() < 0.5) await call(cookie, "POST", `/api/roundtables/${id}/leave`);
      } else if (pick === 4) await call(cookie, "GET", "/api/users?query=soak&limit=20");
      else if (pick === 5) await call(cookie, "GET", "/api/users/search?query=Soak1");
      else if (pick === 6) await call(cookie, "GET", "/api/notifications");
      else if (pick === 7) await call(cookie, "GET", "/api/user/participations");
      // About once a minute each member signs out and in again (the per-address limit allows
      // 300 sign-ins in 15 minutes, and all of them share one address).
      else if (pick === 8 && Date.now() - signedInAt > 60_000) {
        signedInAt = Date.now();
        await call(cookie, "POST", "/api/auth/logout");
        cookie = await signIn(email);
      } else if (pick === 9) await call(cookie, "GET", "/api/health");
      else await call(cookie, "GET", "/api/roundtables?query=poetry&limit=20");
    }
  };
  const minuteTimer = setInterval(() => void print(`+${Math.round((MINUTES * 60_000 - (deadline - Date.now())) / 60_000)}min`), 60_000);
  await Promise.all(Array.from({ length: MEMBERS }, (_, index) => member(index)));
  clearInterval(minuteTimer);
  await new Promise((resolve) => setTimeout(resolve, 2000)); // idle connections settle
  await print("end");
  for (const [key, count] of fiveHundreds) console.log(`  5xx: ${key} x${count}`);

  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
  await fs.rm(dataDir, { recursive: true, force: true });
  process.exit(counters.server5xx + counters.network > 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
