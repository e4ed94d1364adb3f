import path from "node:path";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { SERVER_SOURCE_DIR } from "../paths";
import type { Db } from "./client";

export const MIGRATIONS_FOLDER = path.join(SERVER_SOURCE_DIR, "db/migrations");

/** Applies the versioned migrations that have not run yet; safe to call on every start. */
export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
}
