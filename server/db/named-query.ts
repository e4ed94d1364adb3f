/**
 * Runs a Drizzle `sql` query as a named (prepared) statement: PostgreSQL plans it once per
 * connection instead of on every request. The name is derived from the SQL text, so each shape
 * of a query (which filters are present) is prepared once; values stay parameters. Both the
 * PostgreSQL server and the embedded database accept named statements over the wire protocol.
 */
import crypto from "node:crypto";
import type { SQL } from "drizzle-orm";
import type pg from "pg";
import type { DbOrTx } from "./client";

type DrizzleInternals = {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: { client: pg.Pool | pg.PoolClient };
};

const names = new Map<string, string>();

function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `ec_${crypto.createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

export async function queryNamed<Row extends pg.QueryResultRow>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const internals = db as unknown as DrizzleInternals;
  const { sql: text, params } = internals.dialect.sqlToQuery(query);
  const result = await internals.session.client.query<Row>({ name: statementName(text), text, values: params });
  return result.rows;
}
