/**
 * npm run db:roles -- --app-role NAME --password PW: run with the owner's DATABASE_URL, creates or
 * updates the login role the app runs as (server/db/app-role.ts). A PostgreSQL server only: the
 * embedded database has one user and no roles.
 */
import { parseArgs } from "node:util";
import pg from "pg";
import { AppRoleError, grantAppRole } from "../db/app-role";

const USAGE = "Usage: DATABASE_URL=postgres://OWNER@HOST/DB npm run db:roles -- --app-role NAME --password PW";

async function main(): Promise<number> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error(
      "npm run db:roles is for a PostgreSQL server: set DATABASE_URL to the database owner's connection. " +
        "The embedded database has no roles to separate, so there is nothing to do for it.",
    );
    return 1;
  }
  let values: { "app-role"?: string; password?: string };
  try {
    ({ values } = parseArgs({ options: { "app-role": { type: "string" }, password: { type: "string" } } }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 1;
  }
  if (!values["app-role"] || !values.password) {
    console.error(USAGE);
    return 1;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await grantAppRole(client, values["app-role"], values.password);
  } catch (error) {
    if (!(error instanceof AppRoleError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await client.end();
  }
  console.log(
    `The role ${values["app-role"]} may now run the app: set DATABASE_URL to it and MIGRATION_DATABASE_URL to the owner's connection.`,
  );
  return 0;
}

process.exitCode = await main();
