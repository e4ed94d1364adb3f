/**
 * Least privilege (docs/security.md, "Least privilege"): on the PostgreSQL server, the role
 * `npm run db:roles` makes runs the app's work but can't rewrite the audit log or change the
 * schema, and the app migrates as the owner from MIGRATION_DATABASE_URL. Without DATABASE_URL the
 * script says it is for a PostgreSQL server.
 */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import supertest from "supertest";
import { describe, expect, inject, it } from "vitest";
import { createApp } from "../app";
import { loadConfig } from "../env";
import { createLogger } from "../lib/logger";
import { databaseUrlFor } from "../testing/global-setup";
import { memoryLog } from "../testing/memory-log";
import { embeddedScriptEnv, runScript } from "../testing/run-script";
import { openDatabase } from "../db/client";
import { openMigratedDatabase, SUPERUSER_WARNING, warnIfSuperuser } from "../db/start";
import { createTestDatabase } from "../testing/test-database";

const source = inject("testDatabase");
const PASSWORD = "a password of the app role";

describe("npm run db:roles", () => {
  it("when there is no DATABASE_URL (the embedded database), then it says it is for a PostgreSQL server and exits 1", async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "ec-roles-"));
    try {
      const result = await runScript("server/scripts/db-roles.ts", ["--app-role", "ec_app", "--password", PASSWORD], embeddedScriptEnv(dataDir));
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("npm run db:roles is for a PostgreSQL server");
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it("when the app runs as the role, then it does its work but can't update, delete or truncate the audit log, nor create tables", async () => {
    if (source.kind === "embedded") {
      // The embedded database has one user and no roles: a production start there warns of nothing.
      const logged = memoryLog();
      const database = await createTestDatabase();
      try {
        await warnIfSuperuser(database, { nodeEnv: "production" }, createLogger({ logLevel: "info" }, logged.sink));
      } finally {
        await database.close();
      }
      expect(database.kind).toBe("embedded");
      expect(logged.text).not.toContain(SUPERUSER_WARNING);
      return;
    }
    const name = `ec_roles_${crypto.randomBytes(4).toString("hex")}`;
    const role = `${name}_app`;
    const admin = new pg.Client({ connectionString: source.adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${source.template}`);
    const ownerUrl = databaseUrlFor(source.adminUrl, name);
    const roleUrl = new URL(ownerUrl);
    roleUrl.username = role;
    roleUrl.password = PASSWORD;
    try {
      const made = await runScript("server/scripts/db-roles.ts", ["--app-role", role, "--password", PASSWORD], { ...process.env, DATABASE_URL: ownerUrl });
      expect(made.stderr).toBe("");
      expect(made.code).toBe(0);
      // Run again, it updates the role rather than failing.
      expect((await runScript("server/scripts/db-roles.ts", ["--app-role", role, "--password", PASSWORD], { ...process.env, DATABASE_URL: ownerUrl })).code).toBe(0);

      const logged = memoryLog();
      const config = loadConfig({ NODE_ENV: "test", BCRYPT_COST: "4", DATABASE_URL: roleUrl.toString(), MIGRATION_DATABASE_URL: ownerUrl });
      // The owner here is a superuser: in production its start is warned of, the role's is not.
      const owner = await openDatabase({ databaseUrl: ownerUrl, poolSize: 1 });
      await warnIfSuperuser(owner, { nodeEnv: "production" }, createLogger({ logLevel: "info" }, logged.sink));
      await owner.close();
      expect(logged.text).toContain(SUPERUSER_WARNING);
      const database = await openMigratedDatabase(config, createLogger({ logLevel: "info" }, logged.sink));
      try {
        const { app } = createApp({ config, database, mailer: { send: async () => {}, close: () => {} }, spa: "none" });
        const chapterId = (await database.pool.query<{ id: number }>("select id from chapters order by id limit 1")).rows[0]!.id;
        const agent = supertest.agent(app);
        const registered = await agent.post("/api/auth/register").send({
          firstName: "Rho", lastName: "Role", email: `${name}@example.edu`, password: PASSWORD, userType: "student", chapterId, interests: [], expertiseAreas: [],
        });
        expect(registered.status).toBe(201);
        expect((await agent.get("/api/auth/user")).status).toBe(200);
        await database.pool.query("insert into audit_log (actor_id, action, member_id) values (null, 'test', $1)", [registered.body.id]);
        for (const statement of [
          "update audit_log set action = 'rewritten'",
          "delete from audit_log",
          "truncate audit_log",
          "alter table audit_log disable trigger user",
          "create table harvest (id int)",
        ]) {
          await expect(database.pool.query(statement), statement).rejects.toThrow(/permission denied|must be owner/);
        }
        expect((await database.pool.query("select count(*)::int as n from audit_log")).rows[0]).toEqual({ n: 1 });
        const roleLog = memoryLog();
        await warnIfSuperuser(database, { nodeEnv: "production" }, createLogger({ logLevel: "info" }, roleLog.sink));
        expect(roleLog.text).not.toContain(SUPERUSER_WARNING);
        expect((await database.pool.query<{ n: number }>("select count(*)::int as n from pg_class where relowner = (select oid from pg_roles where rolname = $1)", [role])).rows[0]!.n).toBe(0);
      } finally {
        await database.close();
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`drop role if exists ${role}`);
      await admin.end();
    }
  });
});
