/**
 * Least privilege (docs/security.md, "Least privilege"): the login role the app runs as on a
 * PostgreSQL server. It may read and write the app's rows, use its sequences and call its
 * functions, and nothing more: no UPDATE, DELETE or TRUNCATE on the audit log (so it can't
 * rewrite history, nor drop the trigger that guards it, which only the owner could), no DDL (no
 * CREATE in the schema), owning nothing. Migrations run as the owner (MIGRATION_DATABASE_URL); the
 * default privileges given here reach the tables they add later.
 */
import type pg from "pg";

const ROLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export class AppRoleError extends Error {}

/** Creates the login role `name` or updates its password, then gives it exactly what the app needs. Run as the owner. */
export async function grantAppRole(client: pg.ClientBase, name: string, password: string): Promise<void> {
  if (!ROLE_NAME.test(name)) throw new AppRoleError("--app-role must be a lower-case name of letters, digits and _ (at most 63)");
  if (password.length < 12) throw new AppRoleError("--password must be at least 12 characters");
  const { rows } = await client.query<{ owner: string; database: string; exists: boolean }>(
    "select current_user as owner, current_database() as database, exists (select 1 from pg_roles where rolname = $1) as exists",
    [name],
  );
  const { owner, database, exists } = rows[0]!;
  if (owner === name) throw new AppRoleError("--app-role must differ from the owner's role in DATABASE_URL");
  const role = client.escapeIdentifier(name);
  const secret = client.escapeLiteral(password);
  await client.query("begin");
  try {
    await client.query(`${exists ? "alter" : "create"} role ${role} with login password ${secret} nosuperuser nocreatedb nocreaterole noinherit`);
    await client.query(`grant connect on database ${client.escapeIdentifier(database)} to ${role}`);
    await client.query(`revoke create on schema public from ${role}`);
    await client.query(`grant usage on schema public to ${role}`);
    await client.query(`grant select, insert, update, delete on all tables in schema public to ${role}`);
    await client.query(`revoke update, delete, truncate on audit_log from ${role}`);
    await client.query(`grant usage, select on all sequences in schema public to ${role}`);
    await client.query(`grant execute on all functions in schema public to ${role}`);
    // Tables, sequences and functions later migrations add (as the owner) are the app's to use too.
    const owned = `alter default privileges for role ${client.escapeIdentifier(owner)} in schema public`;
    await client.query(`${owned} grant select, insert, update, delete on tables to ${role}`);
    await client.query(`${owned} grant usage, select on sequences to ${role}`);
    await client.query(`${owned} grant execute on functions to ${role}`);
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw error;
  }
}

/** Whether the connection's role is a superuser: the app warns at start in production (it should run as the app role). */
export async function isSuperuser(client: pg.Pool | pg.ClientBase): Promise<boolean> {
  const { rows } = await client.query<{ super: boolean }>("select rolsuper as super from pg_roles where rolname = current_user");
  return rows[0]?.super === true;
}
