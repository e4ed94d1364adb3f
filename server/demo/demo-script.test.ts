import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { lockEmbeddedDir } from "../db/embedded-lock";
import { embeddedScriptEnv, runScript } from "../testing/run-script";

let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "ec-demo-script-"));
});
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

const scriptEnv = () => embeddedScriptEnv(dataDir);

/** The script as `npm run db:demo` runs it, on an embedded database in its own folder. */
const demo = (...args: string[]) => runScript("server/scripts/demo.ts", args, scriptEnv());

async function withEmbedded<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

type ConventionSql = { id: number; name: string; start_date: string; is_current: boolean; roundtables: number; sessions: number };
const conventionRows = () =>
  withEmbedded(async (db) =>
    (
      await db.execute<ConventionSql>(sql`
        select c.id, c.name, c.start_date::text as start_date, c.is_current,
          (select count(*)::int from roundtables r where r.convention_id = c.id) as roundtables,
          (select count(*)::int from program_sessions s where s.convention_id = c.id) as sessions
        from conventions c order by c.start_date`)
    ).rows,
  );

/** Each session of a convention as people in its time zone read it: name, weekday, times. */
const localProgram = (conventionId: number) =>
  withEmbedded(async (db) =>
    (
      await db.execute<{ line: string }>(sql`
        select s.name || ' ' || to_char(s.starts_at at time zone c.time_zone, 'Dy HH24:MI') || '-' || to_char(s.ends_at at time zone c.time_zone, 'HH24:MI')
          || ' ' || (select string_agg(pr.name, ';' order by pr.position) from program_rooms pr where pr.session_id = s.id) as line
        from program_sessions s join conventions c on c.id = s.convention_id where s.convention_id = ${conventionId} order by s.starts_at`)
    ).rows.map((row) => row.line),
  );

const memberCount = () =>
  withEmbedded(async (db) => (await db.execute<{ count: number }>(sql`select count(*)::int as count from users`)).rows[0]!.count);

describe("npm run db:demo", () => {
  it("when run on a new embedded database, then it seeds the chapters, fills a small society in a next convention made from the one that is over, and says how to sign in; a second run replaces it and makes no other convention", async () => {
    const first = await demo("--members", "30", "--roundtables", "8");
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^Demo society ready in [\d.]+ s \(seed 1, embedded database in .+\):\n {2}30 members across 75 chapters, 8 roundtables,/);
    expect(first.stdout).toContain("with the password: convention-demo-2026");
    expect(first.stdout).toMatch(/Staff login \(the Review and Members pages\): \S+@\S+, the same password\./);

    // The configured convention (2026-03-29 to 2026-04-01) is over by the system clock the script reads.
    const [past, current] = await conventionRows();
    expect(past).toMatchObject({ name: "2026 International English Convention", start_date: "2026-03-29", is_current: false, roundtables: 1, sessions: 10 });
    const year = current!.start_date.slice(0, 4);
    expect(current).toMatchObject({ name: `${year} International English Convention`, is_current: true, roundtables: 7, sessions: 10 });
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago" }).format(new Date());
    const shift = (Date.parse(current!.start_date) - Date.parse(past!.start_date)) / 86_400_000;
    expect(shift % 364).toBe(0);
    expect(current!.start_date > today).toBe(true);
    expect(new Date(Date.parse(current!.start_date) - 364 * 86_400_000).toISOString().slice(0, 10) <= today).toBe(true);
    expect(await localProgram(current!.id)).toEqual(await localProgram(past!.id));
    expect(first.stdout).toContain(
      `  Current: the ${year} International English Convention (New Orleans, ${current!.start_date} to ${new Date(Date.parse(current!.start_date) + 3 * 86_400_000).toISOString().slice(0, 10)}), upcoming: 7 of the roundtables.\n` +
        "  The demo made it current, the 2026 International English Convention being over: its 10 sessions copied at the same local times.\n" +
        "  Past: the 2026 International English Convention (New Orleans, 2026-03-29 to 2026-04-01): 10 sessions, 1 of the roundtables, ",
    );

    const second = await demo("--members", "30", "--roundtables", "8", "--seed", "2");
    expect(second.code).toBe(0);
    expect(await memberCount()).toBe(30);
    expect(second.stdout).not.toContain("The demo made it current");
    expect(second.stdout).toContain(`  Current: the ${year} International English Convention`);
    // The same two conventions, the new society's roundtables shared between them as before.
    expect(await conventionRows()).toEqual([past, current]);
  }, 180_000);

  it("when given --past-roundtables, then the past convention holds that many roundtables of its own and the current convention's are those of a run without", async () => {
    const titlesOf = (conventionId: number) =>
      withEmbedded(async (db) => (await db.execute<{ title: string }>(sql`select title from roundtables where convention_id = ${conventionId} order by id`)).rows.map((row) => row.title));

    const none = await demo("--members", "30", "--roundtables", "8", "--past-roundtables", "0");
    expect(none.code).toBe(0);
    const [past, current] = await conventionRows();
    expect(past).toMatchObject({ roundtables: 0 });
    expect(current).toMatchObject({ is_current: true, roundtables: 8 });
    expect(none.stdout).toContain("upcoming: 8 of the roundtables.");
    expect(none.stdout).toContain(": 10 sessions, 0 of the roundtables, 0 placed.");
    const currentTitles = await titlesOf(current!.id);

    const beside = await demo("--members", "30", "--roundtables", "8", "--past-roundtables", "5");
    expect(beside.code).toBe(0);
    expect(await conventionRows()).toEqual([
      { ...past, roundtables: 5 },
      { ...current, roundtables: 8 },
    ]);
    expect(beside.stdout).toContain("upcoming: 8 of the roundtables.");
    expect(beside.stdout).toContain(": 10 sessions, 5 of the roundtables, ");
    expect(await titlesOf(current!.id)).toEqual(currentTitles);
    expect(await memberCount()).toBe(30);

    const refused = await demo("--past-roundtables", "many");
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--past-roundtables must be a whole number from 0 to 100000 (got "many").');
  }, 180_000);

  it("when the database holds a real member, then it refuses and changes nothing", async () => {
    await withEmbedded((db) =>
      db.execute(sql`insert into users (email, password_hash, first_name, last_name, user_type, chapter_id)
        values ('ada@chapter.example.edu', 'x', 'Ada', 'Real', 'student', (select min(id) from chapters))`),
    );
    const result = await demo("--members", "30");
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("This database already holds 1 real member; nothing was changed.");
    expect(result.stderr).toContain("Add --force to add the demo society beside them anyway.");
    expect(result.stderr).not.toMatch(/\n\s+at /); // a message, not a stack
    expect(await memberCount()).toBe(31);
    expect(await conventionRows()).toHaveLength(2);
  }, 90_000);

  it("when a count is not a whole number in range, then it says which and exits before opening the database", async () => {
    const result = await demo("--members", "0");
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--members must be a whole number from 1 to 200000 (got "0").');
  }, 60_000);

  it("when the app holds the embedded database, then it says to stop the app and start it again afterwards", async () => {
    const release = await lockEmbeddedDir(path.join(dataDir, "pglite"));
    try {
      const result = await demo("--members", "30");
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("is in use by another process");
      expect(result.stderr).toContain("Then start the app again with npm start.");
    } finally {
      await release();
    }
    expect(await memberCount()).toBe(31);
  }, 60_000);
});
