import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase } from "../db/client";
import { lockEmbeddedDir } from "../db/embedded-lock";
import { runScript } from "../testing/run-script";

const ROOT = path.resolve(import.meta.dirname, "../..");
let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "ec-seed-program-"));
});
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

function scriptEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: "test" };
  delete env.DATABASE_URL;
  delete env.PROGRAM_FILE;
  return env;
}

/** The script as `npm run db:seed-program` runs it, on an embedded database in its own folder. */
const seedProgram = (...args: string[]) => runScript("server/scripts/seed-program.ts", args, scriptEnv());

describe("npm run db:seed-program", () => {
  it("when run on an embedded database, then it loads the default sessions, and a second run changes nothing", async () => {
    const first = await seedProgram();
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/Sessions of the 2026 International English Convention from .*default-sessions\.csv \(times in America\/Chicago\): 10 added, 0 updated, 0 removed, 0 unchanged; 49 rooms added, 0 removed\./);
    const second = await seedProgram();
    expect(second.stdout).toContain("0 added, 0 updated, 0 removed, 10 unchanged; 0 rooms added, 0 removed.");
  }, 60_000);

  it("when a session holding a roundtable gets new times, then the roundtable moves with it and its organizer is told in the bell and by e-mail", async () => {
    expect((await seedProgram()).code).toBe(0); // the default sessions, if the test before did not load them
    const database = await openDatabase({ dataDir });
    try {
      await database.db.execute(sql`
        with chapter as (insert into chapters (name, region, color) values ('Xavier University of Louisiana', 'Southern', '#1d4ed8') returning id),
        organizer as (
          insert into users (email, password_hash, first_name, last_name, user_type, chapter_id)
          select 'ada@chapter.example.edu', 'x', 'Ada', 'Okafor', 'student', chapter.id from chapter returning id),
        room as (
          select pr.id, pr.session_id, s.starts_at from program_rooms pr join program_sessions s on s.id = pr.session_id
          where s.name = 'Sunday Afternoon Roundtables' and pr.name = 'Magnolia Room')
        insert into roundtables (title, description, category, organizer_id, program_status, session_id, room_id, scheduled_date)
        select 'Reading Zora Neale Hurston', 'Their Eyes Were Watching God', 'Literature', organizer.id, 'placed', room.session_id, room.id, room.starts_at
        from organizer, room`);
    } finally {
      await database.close();
    }
    const defaults = await fs.readFile(path.join(ROOT, "server/program/default-sessions.csv"), "utf8");
    const file = path.join(dataDir, "moved.csv");
    await fs.writeFile(file, defaults.replace("Sunday Afternoon Roundtables,2026-03-29 14:00,2026-03-29 15:15", "Sunday Afternoon Roundtables,2026-03-29 14:30,2026-03-29 15:45"));

    const result = await seedProgram("--file", file);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("1 updated, 0 removed, 9 unchanged");
    expect(result.stdout).toContain("1 placed roundtable moved with new session times; 1 member was told (bell and e-mail, for those who take notification e-mail).");

    const outbox = path.join(dataDir, "outbox");
    const mails = (await fs.readdir(outbox)).filter((name) => name.endsWith(".eml"));
    expect(mails).toHaveLength(1);
    const mail = await fs.readFile(path.join(outbox, mails[0]!), "utf8");
    expect(mail).toContain("To: ada@chapter.example.edu");
    // The subject's quotation marks travel encoded: "Reading Zora Neale Hurston" moved.
    expect(mail).toContain("Subject: =?UTF-8?Q?=22Reading_Zora_Neale_Hurston=22_moved?=");
    expect(mail).toContain("Where: Magnolia Room");

    const after = await openDatabase({ dataDir });
    try {
      const { rows } = await after.db.execute<{ message: string; scheduled: string }>(sql`
        select n.message, r.scheduled_date::text as scheduled from notifications n join roundtables r on r.id = n.roundtable_id`);
      expect(rows).toEqual([{ message: '"Reading Zora Neale Hurston" moved to Sunday, March 29 at 2:30 PM, Magnolia Room.', scheduled: "2026-03-29 19:30:00+00" }]);
    } finally {
      await after.close();
    }
  }, 90_000);

  it("when a row is bad, then it prints the line and that nothing was changed, and fails", async () => {
    const file = path.join(dataDir, "bad.csv");
    await fs.writeFile(file, "session,starts_at,ends_at,rooms\nOnly,2026-03-30 9am,2026-03-30 10:00,Room\n");
    const result = await seedProgram("--file", file);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${file}, line 2: starts_at "2026-03-30 9am" is not a time like 2026-03-29 14:00 (America/Chicago)\nNothing was changed.`);
  }, 60_000);

  it("when the app holds the embedded database, then it says to stop the app first and touches nothing", async () => {
    const release = await lockEmbeddedDir(path.join(dataDir, "pglite"));
    try {
      const result = await seedProgram();
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`The embedded database in ${path.join(dataDir, "pglite")} is in use by another process (pid ${process.pid}), probably the running app.`);
      expect(result.stderr).toContain("Stop the app (Ctrl+C in its terminal) and run this command again");
    } finally {
      await release();
    }
  }, 60_000);
});
