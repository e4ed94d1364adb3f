/**
 * Drizzle prepared queries, built once per database handle, for the reads that come with many
 * requests: building a query (columns, joins, row mapping) costs Node time on every call, and an
 * unnamed statement is parsed and planned by PostgreSQL every time. A prepared query is a named
 * statement with placeholders; a transaction handle gets its own copy (it runs on its own client).
 */
import type { DbOrTx } from "./client";

export function preparedPerDatabase<Query>(build: (db: DbOrTx) => Query): (db: DbOrTx) => Query {
  const built = new WeakMap<DbOrTx, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
