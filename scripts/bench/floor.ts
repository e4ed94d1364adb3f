/**
 * The floor: the SQL one API request runs (its session and member reads, then the endpoint's own
 * queries) called straight against the database by the same number of concurrent callers.
 */
import bcrypt from "bcrypt";
import { sql } from "drizzle-orm";
import { roundtableListQuerySchema } from "../../shared/validators/roundtables";
import { directoryQuerySchema } from "../../shared/validators/users";
import { readSessionWithMember } from "../../server/auth";
import type { Db } from "../../server/db/client";
import { listSessions } from "../../server/program";
import {
  findRoundtable,
  joinRoundtable,
  joinTexts,
  leaveRoundtable,
  leaveTexts,
  listRecommendedRoundtables,
  listRoundtables,
  listViewerParticipations,
} from "../../server/roundtables";
import { listDirectory, searchUsers } from "../../server/users";

/** A day before the current convention, read once: the time the floor's joins and leaves run at. */
let beforeConvention: Date | undefined;

// Who the floor reads as: a member of the first chapter seeded (chapter-only members show to it
// alone) who is not on the page, as the app reads a page for its cache.
const READER = { id: null, chapterId: 1, isStaff: false };

export type Measured = { requestsPerSecond: number; p50: number; p99: number; errors: number };

/** A member signed in (their session) and a roundtable they join and leave. */
export type Seat = { sid: string; userId: number; roundtableId: number };

export type FloorContext = {
  db: Db;
  userId: number;
  sid: string;
  roundtableId: number;
  passwordHash: string;
  password: string;
  /** The seats of the rows "join+leave" (the signed-in member's tables) and "a member per connection". */
  ownSeats: Seat[];
  memberSeats: Seat[];
};

/** One request's SQL, given the caller's number (0 to connections - 1). */
export type Work = (caller: number) => Promise<unknown>;

/** The SQL of one request, by scenario name; scenarios without one have no floor. */
export function floorQueries(name: string, context: FloorContext): Work | undefined {
  const { db, userId } = context;
  // What every signed-in request reads before the endpoint runs: its session and member, in one statement.
  const signedIn = () => readSessionWithMember(db, context.sid);
  const list = (query: Record<string, string>) => {
    const filters = roundtableListQuerySchema.parse(query);
    return async () => {
      await signedIn();
      await listRoundtables(db, userId, filters, {});
    };
  };
  switch (name) {
    case "roundtable list, first page":
      return list({ limit: "24" });
    case "roundtable list, query=gothic":
      return list({ limit: "24", query: "gothic" });
    case "roundtable list, tag=drama&userType=student":
      return list({ limit: "24", tag: "drama", userType: "student" });
    case "roundtable list, offset=2400":
      return list({ limit: "24", offset: "2400" });
    case "roundtable list, sort=match":
      return list({ limit: "24", sort: "match" });
    case "recommended roundtables":
      return async () => {
        await signedIn();
        await listRecommendedRoundtables(db, userId, 6);
      };
    case "program sessions":
      return async () => {
        await signedIn();
        // The current convention's program, as the route answers by default.
        const [current] = (await db.execute<{ id: number }>(sql`select ec_current_convention_id() as id`)).rows;
        await listSessions(db, current!.id);
      };
    case "user participations":
      return async () => {
        await signedIn();
        await listViewerParticipations(db, userId);
      };
    case "one roundtable":
      return async () => {
        await signedIn();
        await findRoundtable(db, userId, context.roundtableId);
      };
    case "directory, query=hurston": {
      const filters = directoryQuerySchema.parse({ query: "hurston" });
      return async () => {
        await signedIn();
        await listDirectory(db, filters, READER);
      };
    }
    case "user search, shel":
      return async () => {
        await signedIn();
        await searchUsers(db, "shel", READER);
      };
    case "notifications count":
      // The bell comes in the session's own statement (notifications/bell-prefetch.ts): one read.
      return () => readSessionWithMember(db, context.sid, { withBell: true });
    case "join+leave":
      return joinThenLeave(db, context.ownSeats);
    case "join+leave, a member per connection":
      return joinThenLeave(db, context.memberSeats);
    case "login":
      // Sign-in is bound by one bcrypt comparison; its floor is that comparison alone.
      return () => bcrypt.compare(context.password, context.passwordHash);
    default:
      return undefined;
  }
}

/**
 * A join's or a leave's request, as the API's rows send them: each caller has a seat of its own
 * and alternates, its session read then the one statement. A seat left taken by the API's run
 * (cut short between a join and its leave) is given back before the first call.
 */
function joinThenLeave(db: Db, seats: Seat[]): Work {
  // The service's texts (a demo name's length): the statements do the same work as the API's.
  const member = { firstName: "Renee", lastName: "Banerjee" };
  const joinWords = joinTexts(member);
  const leaveWords = leaveTexts(member);
  const joined = new Map<number, boolean>();
  const seatOf = (caller: number) => {
    const seat = seats[caller];
    if (!seat) throw new Error(`join+leave's floor needs a seat per caller: none for caller ${caller}`);
    return seat;
  };
  return async (caller) => {
    const seat = seatOf(caller);
    const change = { roundtableId: seat.roundtableId, userId: seat.userId };
    if (!joined.has(caller)) {
      await leaveRoundtable(db, { ...change, ...leaveWords });
      joined.set(caller, false);
    }
    await readSessionWithMember(db, seat.sid);
    const join = !joined.get(caller);
    // A time before the current convention, as the API's join and leave run the date rules in the same
    // statement: the bench's database may hold a convention already over by the real clock.
    beforeConvention ??= new Date((await db.execute<{ at: string }>(sql`select (start_date - 1)::timestamptz::text as at from conventions where is_current`)).rows[0]!.at);
    const now = beforeConvention;
    const outcome = join ? (await joinRoundtable(db, { ...change, ...joinWords, now })).outcome : (await leaveRoundtable(db, { ...change, ...leaveWords, now })).outcome;
    // A full table seats on its waitlist, as the API's join does (and answers 200).
    const expected = join ? ["joined", "waitlisted"] : ["left", "left_waitlist"];
    if (!expected.includes(outcome)) throw new Error(`join+leave's floor: ${outcome} for ${JSON.stringify(seat)}`);
    joined.set(caller, join);
  };
}

/** Runs `work` from `connections` concurrent callers for `seconds`. */
export async function drive(work: Work, connections: number, seconds: number): Promise<Measured> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async (_, caller) => {
      while (performance.now() < end) {
        const start = performance.now();
        try {
          await work(caller);
          latencies.push(performance.now() - start);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0;
  return { requestsPerSecond: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), errors };
}
