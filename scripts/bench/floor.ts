/**
 * The floor: the SQL one API request runs (its session and member reads, then the endpoint's own
 * queries) called straight against the database by the same number of concurrent callers.
 */
import bcrypt from "bcrypt";
import { roundtableListQuerySchema } from "../../shared/validators/roundtables";
import { directoryQuerySchema } from "../../shared/validators/users";
import { readSessionWithMember } from "../../server/auth/member-prefetch";
import type { Db } from "../../server/db/client";
import { listSessions } from "../../server/program/program.storage";
import { findRoundtable, listRecommendedRoundtables, listRoundtables, listViewerParticipations } from "../../server/roundtables/roundtable.storage";
import { listDirectory, searchUsers } from "../../server/users/directory.storage";

export type Measured = { requestsPerSecond: number; p50: number; p99: number; errors: number };

export type FloorContext = { db: Db; userId: number; sid: string; roundtableId: number; passwordHash: string; password: string };

/** The SQL of one request, by scenario name; scenarios without one have no floor. */
export function floorQueries(name: string, context: FloorContext): (() => Promise<unknown>) | undefined {
  const { db, userId } = context;
  // What every signed-in request reads before the endpoint runs: its session and member, in one statement.
  const signedIn = () => readSessionWithMember(db, context.sid);
  const list = (query: Record<string, string>) => {
    const filters = roundtableListQuerySchema.parse(query);
    return async () => {
      await signedIn();
      await listRoundtables(db, userId, filters, { timeZone: "America/Chicago" });
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
        await listSessions(db);
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
        await listDirectory(db, filters);
      };
    }
    case "user search, shel":
      return async () => {
        await signedIn();
        await searchUsers(db, "shel");
      };
    case "notifications count":
      // The bell comes in the session's own statement (notifications/bell-prefetch.ts): one read.
      return () => readSessionWithMember(db, context.sid, { withBell: true });
    case "login":
      // Sign-in is bound by one bcrypt comparison; its floor is that comparison alone.
      return () => bcrypt.compare(context.password, context.passwordHash);
    default:
      return undefined;
  }
}

/** Runs `work` from `connections` concurrent callers for `seconds`. */
export async function drive(work: () => Promise<unknown>, connections: number, seconds: number): Promise<Measured> {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        try {
          await work();
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
