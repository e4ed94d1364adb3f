/** The data versions (migration 0008) move with every committed write a list shows, and only then. */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRoundtable } from "../testing/roundtables";
import { registerMember } from "../testing/factories";
import { createTestApp, type TestApp } from "../testing/test-app";
import { createDataVersionLedger } from "./data-versions";
import { readDataVersions } from "./data-versions.storage";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe("data versions", () => {
  it("when the triggers are listed, then every table a roundtable list or the directory reads moves its version", async () => {
    const result = await testApp.database.db.execute<{ table_name: string; args: string }>(sql`
      select c.relname as table_name, encode(t.tgargs, 'escape') as args
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where p.proname = 'ec_bump_data_version' and (t.tgtype & 32) = 0 -- row triggers (the truncate ones are statement triggers)
      order by 1`);
    const domains = Object.fromEntries(result.rows.map((row) => [row.table_name, row.args.split("\\000").filter(Boolean)]));
    expect(domains).toEqual({
      chapters: ["roundtables", "members"],
      conventions: ["roundtables"],
      participations: ["roundtables"],
      program_rooms: ["roundtables"],
      program_sessions: ["roundtables"],
      roundtable_co_organizers: ["roundtables"],
      roundtables: ["roundtables"],
      users: ["roundtables", "members"],
    });
  });

  it("when a transaction writes many rows, then the version moves by one at its commit; a rolled-back one moves nothing", async () => {
    const { db } = testApp.database;
    await registerMember(testApp);
    await registerMember(testApp);
    const before = await readDataVersions(db);
    await db.transaction(async (tx) => {
      await tx.execute(sql`update users set updated_at = now()`);
      await tx.execute(sql`update chapters set name = name`);
    });
    const committed = await readDataVersions(db);
    expect(committed).toEqual({ roundtables: before.roundtables + 1, members: before.members + 1 });

    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`update users set updated_at = now()`);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await readDataVersions(db)).toEqual(committed);
  });

  it("when only a notification is written, then neither version moves; a seat moves only the roundtables'", async () => {
    const { db } = testApp.database;
    const member = await registerMember(testApp);
    const before = await readDataVersions(db);
    await db.execute(sql`insert into notifications (user_id, kind, message) values (${member.user.id}, 'waitlist_promoted', 'A note')`);
    expect(await readDataVersions(db)).toEqual(before);
    const roundtable = await createRoundtable(member.agent, { title: "Versions" });
    const created = await readDataVersions(db);
    expect(created.roundtables).toBeGreaterThan(before.roundtables);
    expect(created.members).toBe(before.members);
    const guest = await registerMember(testApp);
    const registered = await readDataVersions(db);
    // The sign-up and the approval the factory gives the member are two transactions: two moves.
    expect(registered.members).toBe(created.members + 2);
    await guest.agent.post(`/api/roundtables/${roundtable.id}/join`).expect(200);
    expect(await readDataVersions(db)).toEqual({ roundtables: registered.roundtables + 1, members: registered.members });
  });

  it("when a session's requests note their versions, then the ledger keeps the newest and reads them itself for an unknown session", async () => {
    const ledger = createDataVersionLedger(testApp.database.db);
    ledger.note("session-a", { roundtables: 7, members: 3 });
    ledger.note("session-a", { roundtables: 5, members: 4 });
    expect(await ledger.forSession("session-a")).toEqual({ roundtables: 7, members: 4 });
    expect(await ledger.forSession("session-b")).toEqual(await readDataVersions(testApp.database.db));
    expect(await ledger.forSession(undefined)).toEqual(await readDataVersions(testApp.database.db));
  });
});
