/** The pass key, made once and kept in the database (app_secrets), so every app process signs and reads alike. */
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";

const PASS_KEY = "pass";

/** The key: the first process to ask makes it (of two racing, the first insert wins and both read it). */
export async function passKeyOf(db: DbOrTx): Promise<Buffer> {
  const fresh = crypto.randomBytes(32).toString("base64");
  await db.execute(sql`insert into app_secrets (name, secret) values (${PASS_KEY}, ${fresh}) on conflict (name) do nothing`);
  const result = await db.execute<{ secret: string }>(sql`select secret from app_secrets where name = ${PASS_KEY}`);
  return Buffer.from(result.rows[0]!.secret, "base64");
}
