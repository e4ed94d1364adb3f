/**
 * The data versions' reads (data-versions.ts): the columns that sum each version over its shards,
 * which the session's read also selects, and a read of both on their own.
 */
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { preparedPerDatabase } from "../db/prepared";

export type DataVersions = { roundtables: number; members: number };

/** The columns that read both versions (sums of the shards; float8 so pg returns numbers). */
export const dataVersionColumns = {
  roundtables: sql<number>`(select coalesce(sum(roundtables), 0)::float8 from data_versions)`,
  members: sql<number>`(select coalesce(sum(members), 0)::float8 from data_versions)`,
};

const readVersions = preparedPerDatabase((db) =>
  db
    .select(dataVersionColumns)
    .from(sql`(select 1) as one`)
    .prepare("ec_data_versions"),
);

export async function readDataVersions(db: DbOrTx): Promise<DataVersions> {
  const [row] = await readVersions(db).execute();
  return row!;
}
