/**
 * The harvesting limit measured (docs/security.md, "Rate limits"): on a fresh embedded database
 * with a society of 3,000 members and 400 roundtables, one account reads members as fast as it
 * can by each route, and the script prints how many distinct members it collected before the
 * members-shown limit refused it (the limit's window is 10 minutes; the script's reads all fall in
 * one). Then a person browsing for an hour (a directory page, a search, a roundtable's participants
 * and the suggestions, 360 reads, the pace of one every 10 s) reads all of it back to back, which
 * is stricter than an hour, and the script prints how many were refused (it should be none).
 *
 *   npm run bench:harvest
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import supertest from "supertest";
import { createApp } from "../../server/app";
import { hashPassword } from "../../server/auth";
import { loadConfig } from "../../server/env";
import { createLogger } from "../../server/lib/logger";
import { startDatabase } from "../../server/start-database";

const MEMBERS = 3_000;
const ROUNDTABLES = 400;
const PASSWORD = "harvest bench password";

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ec-harvest-"));
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, BCRYPT_COST: "4", LOG_LEVEL: "silent" });
  const logger = createLogger({ logLevel: "silent" });
  const database = await startDatabase(config, logger);
  const { db } = database;
  try {
    const hash = await hashPassword(PASSWORD, 4);
    await db.execute(sql`
      insert into users (email, password_hash, first_name, last_name, user_type, chapter_id, interests, expertise_areas,
        email_confirmed, membership_status, share_email)
      select 'harvest' || n || '@example.edu', ${hash}, 'Member' || n, 'Surname' || n, 'student',
        (select id from chapters order by id offset (n % 20) limit 1), array['Poetry'], array['Gothic'], true, 'approved', n % 2 = 0
      from generate_series(1, ${MEMBERS}) as n`);
    await db.execute(sql`
      insert into roundtables (title, description, category, organizer_id, max_participants, target_audience, tags)
      select 'Table ' || n, 'A roundtable to read together.', 'Poetry & Creative Writing', (select id from users order by id offset n limit 1), 5, 'both', array['poetry']
      from generate_series(1, ${ROUNDTABLES}) as n`);
    await db.execute(sql`
      insert into participations (roundtable_id, user_id, status)
      select r.id, u.id, 'joined' from roundtables r
      join lateral (select id from users where id <> r.organizer_id order by (id * 7919 + r.id) % ${MEMBERS} limit 4) u on true`);
    await db.execute(sql`
      insert into participations (roundtable_id, user_id, status)
      select id, organizer_id, 'joined' from roundtables`);

    const { app } = createApp({ config, database, logger, mailer: { send: async () => {}, close: () => {} }, spa: "none" });
    const roundtableIds = (await db.execute<{ id: number }>(sql`select id from roundtables order by id`)).rows.map((row) => row.id);
    let next = 0;
    const signIn = async () => {
      next += 1;
      const agent = supertest.agent(app);
      await agent.post("/api/auth/login").send({ email: `harvest${next}@example.edu`, password: PASSWORD }).expect(200);
      return agent;
    };

    /** Reads `paths` in order until refused; answers the distinct members collected and the reads made. */
    async function harvest(agent: supertest.Agent, paths: Iterable<string>, idsOf: (body: unknown) => number[]) {
      const seen = new Set<number>();
      let reads = 0;
      for (const pathname of paths) {
        const response = await agent.get(pathname);
        reads += 1;
        if (response.status === 429) return { seen: seen.size, reads, refused: true };
        if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`);
        for (const id of idsOf(response.body)) seen.add(id);
      }
      return { seen: seen.size, reads, refused: false };
    }
    const rows = (body: unknown) => (body as Array<{ id: number }>).map((row) => row.id);
    const participants = (body: unknown) => (body as Array<{ user: { id: number } }>).map((row) => row.user.id);
    function* range<T>(count: number, make: (index: number) => T) {
      for (let index = 0; index < count; index += 1) yield make(index);
    }

    console.log(`Society: ${MEMBERS} members, ${ROUNDTABLES} roundtables of 5.`);
    console.log("Distinct members one account collects in 10 minutes, by route (reads until refused):");
    const routes: Array<[string, Iterable<string>, (body: unknown) => number[]]> = [
      ["directory, 100 a page", range(MEMBERS / 100 + 1, (page) => `/api/users?limit=100&offset=${page * 100}`), rows],
      ["directory search", range(1_000, (index) => `/api/users?query=${index + 1}&limit=100`), rows],
      ["user search", range(1_000, (index) => `/api/users/search?query=member${index + 1}`), rows],
      ["suggestions", range(200, () => "/api/users/suggested"), rows],
      ["participant lists", range(ROUNDTABLES, (index) => `/api/roundtables/${roundtableIds[index]}/participants`), participants],
    ];
    for (const [name, paths, idsOf] of routes) {
      const result = await harvest(await signIn(), paths, idsOf);
      console.log(`  ${name.padEnd(22)} ${String(result.seen).padStart(5)} members in ${result.reads} reads${result.refused ? ", then 429" : ", not refused"}`);
    }

    const person = await signIn();
    const pace = 10;
    const hour = (60 * 60) / pace;
    let refused = 0;
    let pages = 0;
    for (let index = 0; index < hour; index += 1) {
      const kind = index % 4;
      const pathname =
        kind === 0 ? `/api/users?limit=24&offset=${(index % 40) * 24}`
        : kind === 1 ? `/api/users/search?query=member${index % 50}`
        : kind === 2 ? `/api/roundtables/${roundtableIds[index % 60]}/participants`
        : "/api/users/suggested";
      const response = await person.get(pathname);
      pages += 1;
      if (response.status === 429) refused += 1;
    }
    console.log(`A person browsing for an hour (one read every ${pace} s, run back to back): ${pages} reads, ${refused} refused.`);
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
