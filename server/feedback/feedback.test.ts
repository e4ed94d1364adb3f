/**
 * Feedback after a roundtable (docs/product.md, "Feedback"): only once its session has ended, only
 * by a member who was checked in there (walk-ins too, never its organizer or co-organizers), a
 * rating from 1 to 5 and a comment up to 1,000 characters, changeable; the summary without names
 * for its organizer, co-organizers and staff; and the one ask per member when the session ends, with
 * two app processes sweeping at once. Time moves with the test clock; nothing sleeps.
 */
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Agenda, Convention, FeedbackSummary, MemberPass, MyFeedback, ProgramSession } from "@shared/types";
import { askForFeedback, feedbackSummaries } from "./index";
import { registerMember, type RegisteredMember } from "../testing/factories";
import { registerStaff } from "../testing/program";
import { createRoundtable, join, notificationsOf, registerMembers } from "../testing/roundtables";
import { createSecondApp } from "../testing/second-app";
import { createTestApp, TEST_NOW, type TestApp } from "../testing/test-app";

let testApp: TestApp;
let second: ReturnType<typeof createSecondApp>;
let staff: RegisteredMember;
let convention: Convention;
let session: ProgramSession;
let earlier: ProgramSession;

// Monday, March 30, 9:00 to 10:15 AM in Chicago; an earlier session on Sunday morning.
const STARTS = Date.parse("2026-03-30T14:00:00Z");
const ENDS = Date.parse("2026-03-30T15:15:00Z");
const EARLIER_ENDS = Date.parse("2026-03-29T13:15:00Z");
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const at = (ms: number) => new Date(ms).toISOString();

beforeAll(async () => {
  testApp = await createTestApp();
  second = createSecondApp(testApp);
  staff = await registerStaff(testApp);
  convention = (await staff.agent.get("/api/conventions/current").expect(200)).body as Convention;
  const rooms = Array.from({ length: 12 }, (_, index) => `Levee Room ${index + 1}`);
  const addSession = async (name: string, startsAt: number, endsAt: number) => {
    const added = await staff.agent.post(`/api/staff/conventions/${convention.id}/sessions`).send({ name, startsAt: at(startsAt), endsAt: at(endsAt), rooms });
    expect(added.status).toBe(201);
    return added.body as ProgramSession;
  };
  session = await addSession("Monday Morning", STARTS, ENDS);
  earlier = await addSession("Sunday Morning", EARLIER_ENDS - 75 * MINUTE, EARLIER_ENDS);
});
afterEach(() => testApp.clock.set(TEST_NOW));
afterAll(() => testApp.close());

type Table = { id: number; title: string; organizer: RegisteredMember; members: RegisteredMember[] };

/** A roundtable placed in `inSession` with `seated` members joined; those in `checkedIn` (by index) checked in at the start. */
async function sessionTable(title: string, seated: number, checkedIn: number[], inSession: ProgramSession = session): Promise<Table> {
  const organizer = await registerMember(testApp);
  const members = await registerMembers(testApp, seated);
  const roundtable = await createRoundtable(organizer.agent, { title, maxParticipants: 5 });
  for (const member of members) await join(member, roundtable.id);
  await staff.agent.put(`/api/staff/roundtables/${roundtable.id}/placement`).send({ sessionId: inSession.id }).expect(200);
  testApp.clock.set(inSession.startsAt);
  for (const index of checkedIn) {
    await organizer.agent.post(`/api/roundtables/${roundtable.id}/attendance`).send({ userId: members[index]!.user.id }).expect(200);
  }
  testApp.clock.set(TEST_NOW);
  return { id: roundtable.id, title, organizer, members };
}

const give = (member: RegisteredMember, id: number, body: unknown) => member.agent.put(`/api/roundtables/${id}/feedback`).send(body as object);
const mine = async (member: RegisteredMember, id: number) => (await member.agent.get(`/api/roundtables/${id}/feedback/mine`).expect(200)).body as MyFeedback;
const summaryAs = (member: RegisteredMember, id: number) => member.agent.get(`/api/roundtables/${id}/feedback`);

async function storedFeedback(roundtableId: number) {
  const result = await testApp.database.db.execute<{ user_id: number; rating: number; comment: string | null }>(
    sql`select user_id, rating, comment from roundtable_feedback where roundtable_id = ${roundtableId} order by user_id`,
  );
  return result.rows;
}

async function asksOf(userId: number, roundtableId: number) {
  return (await notificationsOf(testApp, userId)).filter((one) => one.kind === "feedback_requested" && one.roundtableId === roundtableId);
}

async function agendaItem(member: RegisteredMember, roundtableId: number) {
  const agenda = (await member.agent.get("/api/user/agenda").expect(200)).body as Agenda;
  return agenda.items.find((item) => item.roundtable.id === roundtableId);
}

describe("who may rate, and when", () => {
  it("when the session has not ended, then 409 saying when it opens; from the exact end a checked-in member rates it", async () => {
    const table = await sessionTable("Not yet", 1, [0]);
    const [here] = table.members as [RegisteredMember];
    testApp.clock.set(at(ENDS - 1));
    const early = await give(here, table.id, { rating: 5 });
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ message: "Feedback opens when the session ends, at 10:15 AM.", code: "feedback_not_open" });
    expect(await mine(here, table.id)).toEqual({ canRate: false, feedback: null });

    testApp.clock.set(at(ENDS));
    expect(await mine(here, table.id)).toEqual({ canRate: true, feedback: null });
    const rated = await give(here, table.id, { rating: 5, comment: "  The best hour of the convention.  " });
    expect(rated.status).toBe(200);
    expect(rated.body).toEqual({
      canRate: true,
      feedback: { rating: 5, comment: "The best hour of the convention.", createdAt: at(ENDS), updatedAt: at(ENDS) },
    });
    expect(await storedFeedback(table.id)).toEqual([{ user_id: here.user.id, rating: 5, comment: "The best hour of the convention." }]);
  });

  it("when a seated member was not checked in, or a member never sat there, then 403 not_checked_in and nothing is stored", async () => {
    const table = await sessionTable("Absent", 2, [0]);
    const [, absent] = table.members as [RegisteredMember, RegisteredMember];
    const stranger = await registerMember(testApp);
    testApp.clock.set(at(ENDS + HOUR));
    for (const member of [absent, stranger]) {
      const refused = await give(member, table.id, { rating: 2, comment: "I wasn't there." });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ message: "Only members who were checked in at this roundtable can rate it.", code: "not_checked_in" });
      expect(await mine(member, table.id)).toEqual({ canRate: false, feedback: null });
    }
    expect(await storedFeedback(table.id)).toEqual([]);
  });

  it("when the organizer or a co-organizer (checked in) tries to rate it, then 403 own_roundtable_feedback", async () => {
    const table = await sessionTable("Hosts", 1, []);
    const coOrganizer = await registerMember(testApp);
    await table.organizer.agent.post(`/api/roundtables/${table.id}/co-organizers`).send({ userId: coOrganizer.user.id }).expect(201);
    await coOrganizer.agent.post(`/api/roundtables/${table.id}/co-organizers/accept`).expect(200);
    testApp.clock.set(at(STARTS));
    for (const host of [table.organizer, coOrganizer]) {
      await table.organizer.agent.post(`/api/roundtables/${table.id}/attendance`).send({ userId: host.user.id }).expect(200);
    }
    testApp.clock.set(at(ENDS));
    for (const host of [table.organizer, coOrganizer]) {
      const refused = await give(host, table.id, { rating: 5 });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe("own_roundtable_feedback");
      expect((await mine(host, table.id)).canRate).toBe(false);
    }
    expect(await storedFeedback(table.id)).toEqual([]);
  });

  it("when a walk-in was checked in by their pass, then they may rate it too", async () => {
    const table = await sessionTable("Walk-ins count", 0, []);
    const walker = await registerMember(testApp);
    const pass = (await walker.agent.get("/api/user/pass").expect(200)).body as MemberPass;
    testApp.clock.set(at(STARTS + 15 * MINUTE));
    await table.organizer.agent.post(`/api/roundtables/${table.id}/attendance`).send({ token: pass.token }).expect(201);
    testApp.clock.set(at(ENDS + MINUTE));
    expect((await give(walker, table.id, { rating: 4 })).status).toBe(200);
  });

  it("when the roundtable is not on the program or does not exist, then 409 not_placed or 404", async () => {
    const organizer = await registerMember(testApp);
    const proposal = await createRoundtable(organizer.agent, { title: "Only a proposal" });
    const member = await registerMember(testApp);
    await join(member, proposal.id);
    const unplaced = await give(member, proposal.id, { rating: 3 });
    expect(unplaced.status).toBe(409);
    expect(unplaced.body.code).toBe("not_placed");
    const missing = await give(member, 2_000_000_000, { rating: 3 });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe("not_found");
    expect((await member.agent.get("/api/roundtables/2000000000/feedback/mine")).status).toBe(404);
    expect((await staff.agent.get("/api/roundtables/2000000000/feedback")).status).toBe(404);
  });
});

describe("the rating and the comment", () => {
  it("when the rating is outside 1 to 5, not whole, not a number or missing, or the comment too long, then 400 naming the field, never 500, and nothing stored", async () => {
    const table = await sessionTable("Bounds", 1, [0]);
    const [here] = table.members as [RegisteredMember];
    testApp.clock.set(at(ENDS));
    const bodies: unknown[] = [
      { rating: 0 },
      { rating: 6 },
      { rating: 3.5 },
      { rating: "4" },
      { rating: null },
      {},
      { rating: -1 },
      { rating: 4, comment: 12 },
      { rating: 4, comment: ["a"] },
      { rating: 4, comment: "x".repeat(1001) },
      [4],
      "4",
    ];
    for (const body of bodies) {
      const refused = await give(here, table.id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(["validation_failed", "invalid_json"]).toContain(refused.body.code);
    }
    const tooLong = await give(here, table.id, { rating: 4, comment: "x".repeat(1001) });
    expect(tooLong.body.errors).toEqual({ comment: ["The comment must be at most 1,000 characters"] });
    const noRating = await give(here, table.id, { rating: 9 });
    expect(noRating.body.errors).toEqual({ rating: ["Choose a rating from 1 to 5"] });
    const nul = await give(here, table.id, { rating: 4, comment: "a\u0000b" });
    expect(nul.status).toBe(400);
    expect(await storedFeedback(table.id)).toEqual([]);

    // The edges themselves are fine: 1, 5, and a comment of exactly 1,000 characters.
    expect((await give(here, table.id, { rating: 1 })).status).toBe(200);
    expect((await give(here, table.id, { rating: 5, comment: "y".repeat(1000) })).status).toBe(200);
    expect((await storedFeedback(table.id))[0]?.comment).toHaveLength(1000);
  });

  it("when a member rates again, then their rating and comment change, its first time stays, and a blank comment is none", async () => {
    const table = await sessionTable("Changing minds", 1, [0]);
    const [here] = table.members as [RegisteredMember];
    testApp.clock.set(at(ENDS + MINUTE));
    await give(here, table.id, { rating: 2, comment: "Too short." }).expect(200);
    testApp.clock.set(at(ENDS + HOUR));
    const changed = (await give(here, table.id, { rating: 4, comment: "   " }).expect(200)).body as MyFeedback;
    expect(changed.feedback).toEqual({ rating: 4, comment: null, createdAt: at(ENDS + MINUTE), updatedAt: at(ENDS + HOUR) });
    expect(await mine(here, table.id)).toEqual(changed);
    const again = (await give(here, table.id, { rating: 4, comment: null }).expect(200)).body as MyFeedback;
    expect(again.feedback?.comment).toBeNull();
    expect(await storedFeedback(table.id)).toHaveLength(1);
  });
});

describe("the summary", () => {
  it("when members rated it, then its organizer, a co-organizer and staff read the count, the average and the comments, without names; others get 403", async () => {
    const table = await sessionTable("Read without names", 3, [0, 1, 2]);
    const [ann, ben, cy] = table.members as [RegisteredMember, RegisteredMember, RegisteredMember];
    const coOrganizer = await registerMember(testApp);
    await table.organizer.agent.post(`/api/roundtables/${table.id}/co-organizers`).send({ userId: coOrganizer.user.id }).expect(201);
    await coOrganizer.agent.post(`/api/roundtables/${table.id}/co-organizers/accept`).expect(200);

    // Before anyone rated: the empty summary.
    expect((await summaryAs(table.organizer, table.id).expect(200)).body).toEqual({ count: 0, average: null, comments: [] });

    testApp.clock.set(at(ENDS + MINUTE));
    await give(ben, table.id, { rating: 5, comment: "Loved the close reading." }).expect(200);
    testApp.clock.set(at(ENDS + 2 * MINUTE));
    await give(ann, table.id, { rating: 4 }).expect(200);
    testApp.clock.set(at(ENDS + 3 * MINUTE));
    await give(cy, table.id, { rating: 4, comment: "More time, please." }).expect(200);

    const expected: FeedbackSummary = { count: 3, average: 4.33, comments: ["Loved the close reading.", "More time, please."] };
    for (const reader of [table.organizer, coOrganizer, staff]) {
      const summary = await summaryAs(reader, table.id);
      expect(summary.status).toBe(200);
      expect(summary.body).toEqual(expected);
      const text = JSON.stringify(summary.body);
      for (const member of [ann, ben, cy]) {
        expect(text).not.toContain(member.user.firstName);
        expect(text).not.toContain(member.user.lastName);
      }
    }
    for (const reader of [ben, await registerMember(testApp)]) {
      const refused = await summaryAs(reader, table.id);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe("not_roundtable_manager");
    }

    // Staff's report reads the same count and average per roundtable of the convention.
    const perTable = await feedbackSummaries(testApp.database.db, convention.id);
    expect(perTable.find((row) => row.roundtableId === table.id)).toEqual({ roundtableId: table.id, count: 3, average: 4.33 });
    expect(await feedbackSummaries(testApp.database.db, convention.id + 1000)).toEqual([]);
  });
});

describe("asked once, never nagged", () => {
  it("when the session ends and two processes sweep at once, then each member checked in is asked once by the bell, and the agenda asks until they rate", async () => {
    const table = await sessionTable("Asked once", 3, [0, 1]);
    const [ann, ben, absent] = table.members as [RegisteredMember, RegisteredMember, RegisteredMember];
    const coOrganizer = await registerMember(testApp);
    await table.organizer.agent.post(`/api/roundtables/${table.id}/co-organizers`).send({ userId: coOrganizer.user.id }).expect(201);
    await coOrganizer.agent.post(`/api/roundtables/${table.id}/co-organizers/accept`).expect(200);
    testApp.clock.set(at(STARTS));
    for (const host of [table.organizer, coOrganizer]) {
      await table.organizer.agent.post(`/api/roundtables/${table.id}/attendance`).send({ userId: host.user.id }).expect(200);
    }
    const processes = [testApp.context, second.context];

    // A millisecond before the end nobody is asked, and the agenda doesn't ask either.
    testApp.clock.set(at(ENDS - 1));
    await Promise.all(processes.map((context) => askForFeedback(context)));
    expect(await asksOf(ann.user.id, table.id)).toEqual([]);
    expect((await agendaItem(ann, table.id))?.feedbackDue).toBe(false);

    // Ben rates it the moment it ends, before any sweep: he is not asked.
    testApp.clock.set(at(ENDS));
    await give(ben, table.id, { rating: 3 }).expect(200);
    testApp.clock.set(at(ENDS + 10_000));
    const written = await Promise.all([...processes, ...processes].map((context) => askForFeedback(context)));
    expect(written.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    const annAsked = await asksOf(ann.user.id, table.id);
    expect(annAsked.map((one) => one.message)).toEqual([
      'How was "Asked once"? Rate it from 1 to 5 on its page; the organizers see ratings and comments without names.',
    ]);
    for (const notAsked of [ben, absent, table.organizer, coOrganizer]) expect(await asksOf(notAsked.user.id, table.id)).toEqual([]);
    // No mail for it.
    expect(testApp.outbox.filter((mail) => mail.to.includes(ann.user.email) && /How was/.test(mail.subject))).toEqual([]);

    // The agenda asks Ann (not the absent member, not the organizer) until she rates.
    expect((await agendaItem(ann, table.id))?.feedbackDue).toBe(true);
    expect((await agendaItem(ben, table.id))?.feedbackDue).toBe(false);
    expect((await agendaItem(absent, table.id))?.feedbackDue).toBe(false);
    expect((await agendaItem(table.organizer, table.id))?.feedbackDue).toBe(false);

    // Later sweeps ask nobody again, even once Ann has read the notice, or deleted it.
    await testApp.database.db.execute(sql`delete from notifications where kind = 'feedback_requested' and roundtable_id = ${table.id}`);
    testApp.clock.set(at(ENDS + HOUR));
    await Promise.all(processes.map((context) => askForFeedback(context)));
    expect(await asksOf(ann.user.id, table.id)).toEqual([]);

    await give(ann, table.id, { rating: 5 }).expect(200);
    expect((await agendaItem(ann, table.id))?.feedbackDue).toBe(false);
  });

  it("when a session ended more than a day before the first sweep, then nobody is asked about it", async () => {
    const table = await sessionTable("Long ago", 1, [0], earlier);
    const [here] = table.members as [RegisteredMember];
    testApp.clock.set(at(EARLIER_ENDS + 24 * HOUR + 1));
    await askForFeedback(testApp.context);
    expect(await asksOf(here.user.id, table.id)).toEqual([]);
    // The page and the agenda still take a rating.
    expect((await give(here, table.id, { rating: 4 })).status).toBe(200);
  });
});
