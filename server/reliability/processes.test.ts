/**
 * The real server as separate processes: killed with SIGKILL in the middle of writes, and (on a
 * PostgreSQL server) two processes sharing one database.
 */
import fs from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { isAlive } from "../db/embedded-lock";
import { httpClient, scratchServerDatabase, startAppProcess, type AppProcess } from "../testing/app-process";

// Each of these starts real processes (tsx, migrations): slower than an in-process test.
const PROCESS_TEST_MS = 120_000;
/** Acknowledged writes before the kill: a count, not a time, so a slow machine waits longer instead of failing. */
const KILL_AFTER_WRITES = 20;

let scratch: string;
let serverDatabase: Awaited<ReturnType<typeof scratchServerDatabase>>;

beforeAll(async () => {
  scratch = await fs.mkdtemp(path.join(os.tmpdir(), "ec-processes-"));
  serverDatabase = await scratchServerDatabase();
});
afterAll(async () => {
  await serverDatabase?.drop();
  await fs.rm(scratch, { recursive: true, force: true });
});

let sequence = 0;
/** A member through one process: signed up, and confirmed with the mailed code (the processes run MEMBERSHIP=open). */
async function register(app: AppProcess, userType: "student" | "advisor" = "student") {
  const client = httpClient(app.baseUrl);
  const chapters = await client.call("GET", "/api/chapters");
  const chapterId = (chapters.body as unknown as Array<{ id: number }>)[0]!.id;
  sequence += 1;
  const email = `proc${sequence}.${Date.now().toString(36)}@example.edu`;
  const response = await client.call("POST", "/api/auth/register", {
    firstName: "Proc",
    lastName: `Member${sequence}`,
    email,
    password: "correct horse battery",
    userType,
    chapterId,
  });
  if (response.status !== 201) throw new Error(`register: ${response.status} ${JSON.stringify(response.body)}`);
  const confirmed = await client.call("POST", "/api/auth/confirm-email", { code: await app.mailedCode(email) });
  if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  return { client, email, id: response.body.id as number };
}

const roundtable = (title: string, maxParticipants = 5) => ({
  title,
  description: "Written while the process may die",
  tags: ["durability"],
  targetAudience: "both",
  maxParticipants,
});

describe("kill -9 in the middle of writes", () => {
  it("when the process is killed mid-writes and restarted, then every write answered 2xx is there", async () => {
    const where = serverDatabase ? { databaseUrl: serverDatabase.url } : { dataDir: path.join(scratch, "kill") };
    // The member's caps on proposals would turn writes into 429s before the kill: lifted here.
    const uncapped = { OPEN_PROPOSALS_PER_MEMBER: "100000", ROUNDTABLES_PER_MEMBER_HOURLY: "100000", ROUNDTABLE_WRITES_PER_MEMBER: "100000" };
    let app: AppProcess = await startAppProcess(where, uncapped);
    const { client } = await register(app);
    const acknowledged: number[] = [];
    let stop = false;
    const writer = async (lane: number) => {
      for (let index = 0; !stop; index += 1) {
        const response = await client.call("POST", "/api/roundtables", roundtable(`Lane ${lane} #${index}`)).catch(() => undefined);
        if (!response) return; // the process is gone
        if (response.status === 201) acknowledged.push(response.body.id as number);
      }
    };
    const writers = Array.from({ length: 4 }, (_, lane) => writer(lane));
    // Killed once it has acknowledged a number of writes, however long a slow machine takes to get there;
    // the four writers are still sending, so the kill lands in the middle of writes.
    await expect.poll(() => acknowledged.length, { timeout: 60_000, interval: 20 }).toBeGreaterThan(KILL_AFTER_WRITES);
    await app.crash();
    stop = true;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(5);

    app = await startAppProcess(where);
    try {
      const again = client.on(app.baseUrl);
      const missing: number[] = [];
      for (const id of acknowledged) {
        const response = await again.call("GET", `/api/roundtables/${id}`);
        if (response.status !== 200) missing.push(id);
      }
      expect(missing, `acknowledged ${acknowledged.length}, lost ${missing.length}`).toEqual([]);
    } finally {
      await app.stop();
    }
  }, PROCESS_TEST_MS);
});

describe("two app processes on one database", () => {
  if (inject("testDatabase").kind === "embedded") {
    it("when the database is embedded, then a second process on the same data folder refuses to start (the embedded database is single-process)", async () => {
      console.info("note: two-process tests need DATABASE_URL (a PostgreSQL server); on the embedded run the single-process rule is checked instead");
      const dataDir = path.join(scratch, "single");
      const first = await startAppProcess({ dataDir });
      try {
        const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", HOST: "127.0.0.1", PORT: "0", DATA_DIR: dataDir };
        delete env.DATABASE_URL;
        const second = spawn(process.execPath, ["--import", "tsx", "server/index.ts", "--api-only"], {
          cwd: path.resolve(import.meta.dirname, "../.."),
          env,
          stdio: ["ignore", "ignore", "pipe"],
        });
        let stderr = "";
        second.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
        const code = await new Promise<number | null>((resolve) => second.on("exit", resolve));
        expect(code).toBe(1);
        expect(stderr.trim().split("\n")).toHaveLength(1);
        expect(stderr).toContain("in use by another process");
        expect(stderr).toContain("DATABASE_URL");
        expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200);
      } finally {
        await first.stop();
      }
    }, PROCESS_TEST_MS);
    return;
  }

  let one: AppProcess;
  let two: AppProcess;
  beforeAll(async () => {
    [one, two] = await Promise.all([startAppProcess({ databaseUrl: serverDatabase!.url }), startAppProcess({ databaseUrl: serverDatabase!.url })]);
  }, PROCESS_TEST_MS);
  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
  });

  it("when a member signs in on one process, then the session works on the other, and signing out on it ends it on both", async () => {
    const { client } = await register(one);
    const onTwo = client.on(two.baseUrl);
    expect((await onTwo.call("GET", "/api/auth/user")).status).toBe(200);
    await onTwo.call("POST", "/api/auth/logout");
    expect((await client.call("GET", "/api/auth/user")).status).toBe(401);
  });

  it("when wrong passwords are spread over both processes, then the limit holds across them", async () => {
    const { email } = await register(one);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const target = attempt % 2 === 0 ? one : two;
      statuses.push((await httpClient(target.baseUrl).call("POST", "/api/auth/login", { email, password: `wrong${attempt}` })).status);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });

  it("when lists are cached on both processes and members write through one, then every next page from the other shows the write", async () => {
    const organizer = await register(one);
    const reader = await register(one);
    const readerOnTwo = reader.client.on(two.baseUrl);
    const created = await organizer.client.call("POST", "/api/roundtables", roundtable("Cached on two processes", 3));
    const id = created.body.id as number;
    const mine = async (client: typeof readerOnTwo) => {
      const page = await client.call("GET", "/api/roundtables?limit=24");
      expect(page.status).toBe(200);
      return (page.body as unknown as Array<{ id: number; title: string; participantCount: number; isJoined: boolean }>).find((item) => item.id === id);
    };
    const directory = async (client: typeof readerOnTwo) =>
      ((await client.call("GET", "/api/users?query=Renamed")).body as unknown as Array<{ id: number }>).map((member) => member.id);
    // Both processes have the page and the directory search in memory now.
    expect(await mine(readerOnTwo)).toMatchObject({ participantCount: 1, isJoined: false });
    expect(await mine(reader.client)).toMatchObject({ participantCount: 1, isJoined: false });
    expect(await directory(readerOnTwo)).toEqual([]);

    expect((await reader.client.call("POST", `/api/roundtables/${id}/join`)).status).toBe(200);
    expect(await mine(readerOnTwo)).toMatchObject({ participantCount: 2, isJoined: true });
    const edit = { ...roundtable("Cached and edited", 3), category: "Gothic Literature" };
    expect((await organizer.client.on(two.baseUrl).call("PUT", `/api/roundtables/${id}`, edit)).status).toBe(200);
    expect((await mine(reader.client))?.title).toBe("Cached and edited");
    expect((await reader.client.call("POST", `/api/roundtables/${id}/leave`)).status).toBe(200);
    expect(await mine(readerOnTwo)).toMatchObject({ participantCount: 1, isJoined: false });

    const profile = { firstName: "Renamed", lastName: "Organizer", userType: "student", chapterId: (await organizer.client.call("GET", "/api/auth/user")).body.chapterId, interests: [], expertiseAreas: [] };
    expect((await organizer.client.call("PUT", "/api/auth/user", profile)).status).toBe(200);
    expect(await directory(readerOnTwo)).toEqual([organizer.id]);
  });

  it("when 20 members join one roundtable at once through both processes, then it never holds more than its seats", async () => {
    const organizer = await register(one);
    const created = await organizer.client.call("POST", "/api/roundtables", roundtable("Race", 3));
    const members = await Promise.all(Array.from({ length: 20 }, () => register(one)));
    const answers = await Promise.all(
      members.map((member, index) => (index % 2 === 0 ? member.client : member.client.on(two.baseUrl)).call("POST", `/api/roundtables/${created.body.id}/join`)),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const joined = answers.filter((answer) => answer.body.joined === true).length;
    expect(joined).toBe(2); // the organizer holds the third seat
    const participants = await organizer.client.call("GET", `/api/roundtables/${created.body.id}/participants`);
    const seated = (participants.body as unknown as Array<{ status: string }>).filter((row) => row.status === "joined");
    expect(seated).toHaveLength(3);
  });
});

describe("several app processes on one port (WEB_CONCURRENCY)", () => {
  if (inject("testDatabase").kind === "embedded") {
    it("when the database is embedded and WEB_CONCURRENCY asks for two, then the start stops with one line that says why", async () => {
      console.info("note: the cluster test needs DATABASE_URL (a PostgreSQL server); on the embedded run its refusal is checked instead");
      const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "test", LOG_LEVEL: "silent", HOST: "127.0.0.1", PORT: "0", DATA_DIR: path.join(scratch, "cluster"), WEB_CONCURRENCY: "2" };
      delete env.DATABASE_URL;
      const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts", "--api-only"], { cwd: path.resolve(import.meta.dirname, "../.."), env, stdio: ["ignore", "ignore", "pipe"] });
      let stderr = "";
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      expect(await new Promise<number | null>((resolve) => child.on("exit", resolve))).toBe(1);
      expect(stderr.trim().split("\n")).toHaveLength(1);
      expect(stderr).toContain("WEB_CONCURRENCY must be 1 without DATABASE_URL");
    }, PROCESS_TEST_MS);
    return;
  }

  /** The app processes that answered: each request on a connection of its own, read from the request log. */
  async function answeringProcesses(app: AppProcess, requests: number): Promise<Set<number>> {
    const before = app.output().length;
    for (let i = 0; i < requests; i++) {
      const status = await new Promise<number | undefined>((resolve, reject) => {
        http.get(`${app.baseUrl}/api/convention`, { agent: false }, (response) => resolve(response.resume().statusCode)).on("error", reject);
      });
      expect(status).toBe(200);
    }
    // A line is written as its answer ends and reaches this process through a pipe: wait for all.
    const logged = () => app.output().slice(before).split("\n").filter((line) => line.includes('"url":"/api/convention"'));
    await expect.poll(() => logged().length, { timeout: 10_000 }).toBe(requests);
    return new Set(logged().map((line) => (JSON.parse(line) as { pid: number }).pid));
  }

  const waitFor = (app: AppProcess, text: string) => expect.poll(() => app.output(), { timeout: 60_000, interval: 100 }).toContain(text);

  it("when two app processes share the port, then both answer, one killed is replaced while the other answers, and SIGTERM stops them all", async () => {
    const app = await startAppProcess({ databaseUrl: serverDatabase!.url }, { WEB_CONCURRENCY: "2", LOG_LEVEL: "info" });
    try {
      // The first process answers as soon as it is ready; the second starts after it.
      await waitFor(app, "(2 app processes)");
      const first = await answeringProcesses(app, 20);
      expect(first.size).toBe(2);
      expect(first.has(app.child.pid!)).toBe(false); // the primary answers nothing

      const [killed, survivor] = [...first] as [number, number];
      process.kill(killed, "SIGKILL");
      // Connections the killed process held are gone with it; new ones go to the processes alive.
      await waitFor(app, "an app process stopped unexpectedly; starting another");
      const during = await answeringProcesses(app, 10);
      expect(during.has(killed)).toBe(false);
      await waitFor(app, "is answering in place of the one that stopped");
      const after = await answeringProcesses(app, 20);
      expect(after.size).toBe(2);
      expect(after.has(survivor)).toBe(true);
      expect(after.has(killed)).toBe(false);

      await app.stop();
      expect(app.child.exitCode).toBe(0);
      expect(app.output().match(/stopped cleanly/g)).toHaveLength(3); // two app processes, then the primary
      expect([...after].filter(isAlive)).toEqual([]);
    } finally {
      await app.crash();
    }
  }, PROCESS_TEST_MS);

  it("when Ctrl-C reaches an app process before the primary, then the whole app stops instead of replacing it", async () => {
    const app = await startAppProcess({ databaseUrl: serverDatabase!.url }, { WEB_CONCURRENCY: "2", LOG_LEVEL: "info" });
    try {
      await waitFor(app, "(2 app processes)");
      const processes = await answeringProcesses(app, 10);
      process.kill([...processes][0]!, "SIGINT");
      await new Promise((resolve) => app.child.once("exit", resolve));
      expect(app.child.exitCode).toBe(0);
      expect(app.output()).not.toContain("starting another");
      expect([...processes].filter(isAlive)).toEqual([]);
    } finally {
      await app.crash();
    }
  }, PROCESS_TEST_MS);
});
