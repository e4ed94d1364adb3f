/**
 * Directory and user-search timings at 20,000 members. Prints figures; it is not a test.
 *   npx tsx scripts/bench-directory.ts                      (embedded PostgreSQL, in memory)
 *   DATABASE_URL=postgres://... npx tsx scripts/bench-directory.ts   (a scratch database there)
 */
import crypto from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import bcrypt from "bcrypt";
import pg from "pg";
import { chapters, users } from "../shared/schema";
import { directoryQuerySchema } from "../shared/validators/users";
import { seedChaptersFromFile } from "../server/chapters";
import { openDatabase, type Database } from "../server/db/client";
import { runMigrations } from "../server/db/migrate";
import { DEFAULT_SEED_FILE } from "../server/env";
import { listDirectory, searchUsers } from "../server/users";

const MEMBERS = 20_000;
const RUNS = 30;
const FIRST = ["Ada", "Toni", "Mary", "Percy", "Zora", "James", "Emily", "Walt", "Sylvia", "Langston", "Virginia", "Chinua", "Ursula", "Octavia", "Jane", "Oscar"];
const LAST = ["Lovelace", "Morrison", "Shelley", "Hurston", "Baldwin", "Dickinson", "Whitman", "Plath", "Hughes", "Woolf", "Achebe", "Le Guin", "Butler", "Austen", "Wilde", "Eliot"];
const TOPICS = ["Gothic fiction", "Victorian poetry", "Postcolonial theory", "Shakespeare", "Science fiction", "Children's literature", "Feminist criticism", "Harlem Renaissance", "Modernism", "Creative writing", "Drama", "Queer theory"];

const pick = <T>(items: readonly T[], index: number) => items[index % items.length]!;

async function open(): Promise<{ database: Database; cleanup: () => Promise<void>; label: string }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ pglite: await PGlite.create({ extensions: { pg_trgm } }) });
    return { database, cleanup: () => database.close(), label: "embedded PostgreSQL (PGlite)" };
  }
  const name = `ec_bench_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    label: `PostgreSQL server (${url.host})`,
    cleanup: async () => {
      await database.close();
      await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    },
  };
}

async function time(run: () => Promise<unknown>): Promise<{ median: number; p95: number }> {
  await run();
  const samples: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(RUNS / 2)]!, p95: samples[Math.floor(RUNS * 0.95)]! };
}

const { database, cleanup, label } = await open();
try {
  await runMigrations(database.db);
  await seedChaptersFromFile(database.db, DEFAULT_SEED_FILE);
  const chapterIds = (await database.db.select({ id: chapters.id }).from(chapters)).map((row) => row.id);
  const hash = bcrypt.hashSync("bench-password", 4);
  const started = performance.now();
  for (let offset = 0; offset < MEMBERS; offset += 1000) {
    await database.db.insert(users).values(
      Array.from({ length: 1000 }, (_, step) => {
        const index = offset + step;
        return {
          email: `member${index}@bench.example.edu`,
          passwordHash: hash,
          firstName: pick(FIRST, index),
          lastName: `${pick(LAST, Math.floor(index / FIRST.length))}${index}`,
          userType: index % 5 === 0 ? ("advisor" as const) : ("student" as const),
          chapterId: pick(chapterIds, index * 7),
          interests: [pick(TOPICS, index), pick(TOPICS, index + 3)],
          expertiseAreas: [pick(TOPICS, index * 5), pick(TOPICS, index + 7)],
        };
      }),
    );
  }
  await database.pool.query("analyze users");
  console.log(`${label}: ${MEMBERS} members inserted in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);

  const filters = (query: Record<string, string>) => directoryQuerySchema.parse(query);
  // A page as the app reads it for its cache: for a member of the chapter who is not on it.
  const reader = { id: null, chapterId: chapterIds[0]!, isStaff: false };
  const cases: Array<[string, () => Promise<unknown>]> = [
    ["first page, no filter", () => listDirectory(database.db, filters({}), reader)],
    ["query: a name word (\"hurston\")", () => listDirectory(database.db, filters({ query: "hurston" }), reader)],
    ["query: two words (\"zora gothic\")", () => listDirectory(database.db, filters({ query: "zora gothic" }), reader)],
    ["query: rare e-mail (\"member19999@\")", () => listDirectory(database.db, filters({ query: "member19999@" }), reader)],
    ["expertise filter (\"poetry\")", () => listDirectory(database.db, filters({ expertise: "poetry" }), reader)],
    ["chapter + user type", () => listDirectory(database.db, filters({ chapterId: String(chapterIds[3]), userType: "advisor" }), reader)],
    ["page far in (offset 19,000)", () => listDirectory(database.db, filters({ offset: "19000" }), reader)],
    ["user search (\"shel\")", () => searchUsers(database.db, "shel", reader)],
  ];
  console.log("| directory call | median ms | p95 ms |\n|---|---|---|");
  for (const [name, run] of cases) {
    const { median, p95 } = await time(run);
    console.log(`| ${name} | ${median.toFixed(1)} | ${p95.toFixed(1)} |`);
  }
} finally {
  await cleanup();
}
