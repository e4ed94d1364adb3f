/**
 * Which convention a request answers for (docs/product.md, "Conventions"): the current one, or the
 * one `conventionId` names. The current convention is cached per process under the roundtables data
 * version, which a trigger on the conventions table moves (migration 0032): once another process
 * makes a new convention current, no process serves the old one to a request that read the newer version.
 */
import type { Convention } from "@shared/types";
import type { ConventionRow } from "@shared/schema";
import { createVersionedCache } from "../cache/versioned-cache";
import type { DataVersionLedger } from "../cache/data-versions";
import type { Db } from "../db/client";
import { AppError } from "../lib/app-error";
import type { Clock } from "../lib/clock";
import { findConventionRow, findCurrentConventionRow, listConventionRows } from "./convention.storage";
import { phaseOf } from "./phase";

export function conventionAnswer(row: ConventionRow, now: Date): Convention {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    startDate: row.startDate,
    endDate: row.endDate,
    timeZone: row.timeZone,
    proposalsCloseAt: row.proposalsCloseAt ? row.proposalsCloseAt.toISOString() : null,
    isCurrent: row.isCurrent,
    phase: phaseOf(row, now),
  };
}

export type Conventions = ReturnType<typeof createConventions>;

export function createConventions(options: { db: Db; clock: Clock; dataVersions: DataVersionLedger }) {
  const { db, clock, dataVersions } = options;
  const cache = createVersionedCache<ConventionRow[]>({ maxEntries: 4 });

  /** Every convention as of the request's data version (a handful of rows, read once per version). */
  async function rows(sid: string | undefined): Promise<ConventionRow[]> {
    const { roundtables } = await dataVersions.forSession(sid);
    return cache.get("all", roundtables, () => listConventionRows(db));
  }

  return {
    clock,
    /** Newest first. */
    async list(sid: string | undefined): Promise<Convention[]> {
      const now = clock.now();
      return (await rows(sid)).map((row) => conventionAnswer(row, now));
    },
    async current(sid: string | undefined): Promise<Convention> {
      const row = (await rows(sid)).find((candidate) => candidate.isCurrent) ?? (await findCurrentConventionRow(db));
      if (!row) throw new Error("No convention is current: the database was not migrated");
      return conventionAnswer(row, clock.now());
    },
    /** The convention `conventionId` names (404 when there is none), or the current one. */
    async resolve(sid: string | undefined, conventionId: number | undefined): Promise<Convention> {
      if (conventionId === undefined) return this.current(sid);
      const row = (await rows(sid)).find((candidate) => candidate.id === conventionId) ?? (await findConventionRow(db, conventionId));
      if (!row) throw AppError.notFound("Convention not found", "not_found");
      return conventionAnswer(row, clock.now());
    },
  };
}
