/**
 * npm run db:demo -- [--members 20000] [--roundtables 5000] [--past-roundtables N] [--seed 1] [--force]
 * Fills the configured database (embedded or DATABASE_URL) with a demo society. Earlier demo
 * data is replaced; a database holding real members is refused unless --force. When the current
 * convention is over, the demo first makes the next one current (server/demo/next-convention.ts),
 * so the society has a convention to join, and the one before holds a share of the roundtables:
 * every fifth, or with --past-roundtables, N roundtables of its own beside the current
 * convention's --roundtables (the bench measures the current lists beside a large past).
 */
import { parseArgs } from "node:util";
import { hashPassword } from "../auth";
import { EmbeddedDatabaseInUseError } from "../db/embedded-lock";
import { phaseOf } from "../convention";
import { chapterIds, countMembers, fileDemoPast, generateSociety, insertSociety, PAST_CONVENTION, prepareDemoConventions, removeDemoData, reserveIds } from "../demo";
import { systemClock } from "../lib/clock";
import { runWithDatabase } from "./with-database";

export const DEMO_PASSWORD = "convention-demo-2026";

function count<Fallback extends number | undefined>(value: string | undefined, name: string, fallback: Fallback, max: number, min = 1): number | Fallback {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    console.error(`--${name} must be a whole number from ${min} to ${max} (got "${value}").`);
    process.exit(2);
  }
  return parsed;
}

const { values } = parseArgs({
  options: {
    members: { type: "string" },
    roundtables: { type: "string" },
    "past-roundtables": { type: "string" },
    seed: { type: "string" },
    force: { type: "boolean", default: false },
  },
});
const members = count(values.members, "members", 20_000, 200_000);
// Without --roundtables, one roundtable for every four members.
const roundtables = count(values.roundtables, "roundtables", Math.max(1, Math.round(members / 4)), 100_000);
const pastRoundtables = count(values["past-roundtables"], "past-roundtables", undefined, 100_000, 0);
const seed = count(values.seed, "seed", 1, 2 ** 31);

/** What stops the demo fill before it changes anything, said to the person who ran it. */
class DemoRefused extends Error {}

const started = performance.now();
await runWithDatabase(
  async (database, config) => {
    const existing = await countMembers(database.db);
    if (existing.real > 0 && !values.force) {
      throw new DemoRefused(
        `This database already holds ${existing.real} real member${existing.real === 1 ? "" : "s"}; nothing was changed.\n` +
          "Demo data is meant for an empty or demo database. Add --force to add the demo society beside them anyway.",
      );
    }
    const chapters = await chapterIds(database.db);
    if (chapters.length === 0) throw new DemoRefused("The database has no chapters: run npm run db:seed first.");
    await removeDemoData(database.db, existing.real > 0);
    // Before the society goes in: its roundtables belong to the convention that is current then.
    const conventions = await prepareDemoConventions(database.db, systemClock);
    // The past convention's own roundtables come last: the current convention's are the same with or without them.
    const allRoundtables = roundtables + (pastRoundtables ?? 0);
    const society = generateSociety({
      seed,
      members,
      roundtables: allRoundtables,
      chapterIds: chapters,
      memberIds: await reserveIds(database.db, "users", members),
      roundtableIds: await reserveIds(database.db, "roundtables", allRoundtables),
    });
    // One password for every demo member, hashed once at the app's own cost.
    await insertSociety(database.db, society, await hashPassword(DEMO_PASSWORD, config.bcryptCost));
    // Every fifth roundtable (or the last --past-roundtables) belongs to the past convention: the archive and members' history have something to show.
    const past = await fileDemoPast(database.db, conventions.past, society.roundtables.map((roundtable) => roundtable.id), pastRoundtables);
    const { current } = conventions;
    const pastOne = conventions.past ?? PAST_CONVENTION;
    const days = (one: { city: string; startDate: string; endDate: string }) => `${one.city}, ${one.startDate} to ${one.endDate}`;
    const waitlisted = society.participations.filter((row) => row.status === "waitlisted").length;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      [
        `Demo society ready in ${seconds} s (seed ${seed}, ${database.kind === "server" ? "PostgreSQL server" : `embedded database in ${config.dataDir}`}):`,
        `  ${society.members.length} members across ${chapters.length} chapters, ${society.roundtables.length} roundtables,`,
        `  ${society.participations.length - waitlisted} seats taken, ${waitlisted} on waitlists, ${society.notifications.length} notifications.`,
        "",
        `  Current: the ${current.name} (${days(current)}), ${phaseOf(current, systemClock.now()).replace("_", " ")}: ` +
          `${society.roundtables.length - past.roundtables} of the roundtables.` +
          (conventions.made ? `\n  The demo made it current, the ${pastOne.name} being over: its ${conventions.made.sessionsCopied} sessions copied at the same local times.` : ""),
        `  Past: the ${pastOne.name} (${days(pastOne)}): ${past.sessions} sessions, ${past.roundtables} of the roundtables, ${past.placed} placed.`,
        "",
        `Sign in as ${society.guide.email} (or any demo member) with the password: ${DEMO_PASSWORD}`,
        `Staff login (the Review and Members pages): ${society.staff.email}, the same password.`,
      ].join("\n"),
    );
  },
  // Each refusal is its message; when the app holds the embedded database, it also says what to do after.
  [{ error: DemoRefused }, { error: EmbeddedDatabaseInUseError, suffix: "\nThen start the app again with npm start." }],
  // A fresh database gets its chapters first, as npm start would give it.
  { seedChapters: true },
);
