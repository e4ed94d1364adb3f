/**
 * The day at the table (docs/product.md, "The day at the table"): the pass, check-in and its
 * window, walk-ins racing for the last seat, and the door release at its exact time with two app
 * processes sweeping at once (one releases; seats never over capacity; the waitlist's order kept).
 * Time moves with the test clock; nothing sleeps.
 */
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AttendanceList, Convention, MemberPass, OpenSeatsItem, ProgramSession } from "@shared/types";
import { createDoorSweep } from "./index";
import { signPass } from "../pass";
import { registerMember, type RegisteredMember } from "../testing/factories";
import { readIcs } from "../testing/ics-reader";
import { registerStaff } from "../testing/program";
import { createRoundtable, join, notificationsOf, registerMembers } from "../testing/roundtables";
import { createSecondApp } from "../testing/second-app";
import { createTestApp, TEST_NOW, type TestApp } from "../testing/test-app";

let testApp: TestApp;
let second: ReturnType<typeof createSecondApp>;
let staff: RegisteredMember;
let convention: Convention;
let session: ProgramSession;

// Monday, March 30, 9:00 to 10:15 AM in Chicago.
const STARTS = Date.parse("2026-03-30T14:00:00Z");
const ENDS = Date.parse("2026-03-30T15:15:00Z");
const MINUTE = 60_000;
const at = (ms: number) => new Date(ms).toISOString();

beforeAll(async () => {
  testApp = await createTestApp();
  second = createSecondApp(testApp);
  staff = await registerStaff(testApp);
  convention = (await staff.agent.get("/api/conventions/current").expect(200)).body as Convention;
  const rooms = Array.from({ length: 12 }, (_, index) => `Bayou Room ${index + 1}`);
  const added = await staff.agent
    .post(`/api/staff/conventions/${convention.id}/sessions`)
    .send({ name: "Monday Morning", startsAt: at(STARTS), endsAt: at(ENDS), rooms });
  expect(added.status).toBe(201);
  session = added.body as ProgramSession;
});
afterEach(() => testApp.clock.set(TEST_NOW));
afterAll(() => testApp.close());

/** A roundtable of `seats` placed in the Monday session, its organizer, and `seated` members who joined. */
async function placedTable(title: string, seats: number, seated: number) {
  const organizer = await registerMember(testApp);
  const members = await registerMembers(testApp, seated);
  const roundtable = await createRoundtable(organizer.agent, { title, maxParticipants: seats });
  for (const member of members) await join(member, roundtable.id);
  await staff.agent.put(`/api/staff/roundtables/${roundtable.id}/placement`).send({ sessionId: session.id }).expect(200);
  return { id: roundtable.id, organizer, members };
}

async function passOf(member: RegisteredMember): Promise<MemberPass> {
  return (await member.agent.get("/api/user/pass").expect(200)).body as MemberPass;
}

async function passKey(): Promise<Buffer> {
  const result = await testApp.database.db.execute<{ secret: string }>(sql`select secret from app_secrets where name = 'pass'`);
  return Buffer.from(result.rows[0]!.secret, "base64");
}

async function seatsOf(roundtableId: number) {
  const result = await testApp.database.db.execute<{ user_id: number; status: string; door_held_until: string | null }>(
    sql`select user_id, status, door_held_until from participations where roundtable_id = ${roundtableId} order by joined_at, id`,
  );
  return result.rows;
}

const statusOf = (list: AttendanceList, userId: number) => list.items.find((item) => item.user.id === userId)?.status;

describe("the pass", () => {
  it("when a member opens their pass, then it is a 20-character code in groups of five and its QR code, naming them and the convention", async () => {
    const member = await registerMember(testApp);
    const pass = await passOf(member);
    expect(pass.token).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/);
    expect(pass.svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(pass.member).toEqual({ id: member.user.id, firstName: member.user.firstName, lastName: member.user.lastName });
    expect(pass.convention).toEqual({ id: convention.id, name: convention.name });
    // The same member, asked again (another process, too), has the same pass: the key is the database's.
    const again = await second.signIn(member);
    expect(((await again.get("/api/user/pass").expect(200)).body as MemberPass).token).toBe(pass.token);
  });
});

describe("check-in", () => {
  it("when the window opens exactly 30 minutes before the start it takes ticks, and at the session's end it closes (409 with a code)", async () => {
    const table = await placedTable("Window edges", 5, 1);
    const member = table.members[0]!;
    const path = `/api/roundtables/${table.id}/attendance`;

    testApp.clock.set(at(STARTS - 30 * MINUTE - 1));
    const early = await table.organizer.agent.post(path).send({ userId: member.user.id });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe("check_in_not_open");
    expect(early.body.message).toBe("Check-in opens 30 minutes before the session starts, at 8:30 AM.");

    testApp.clock.set(at(STARTS - 30 * MINUTE));
    const ticked = await table.organizer.agent.post(path).send({ userId: member.user.id });
    expect(ticked.status).toBe(200);
    const list = ticked.body as AttendanceList;
    expect(statusOf(list, member.user.id)).toBe("checked_in");
    expect(list.items.find((item) => item.user.id === member.user.id)?.checkedInAt).toBe(at(STARTS - 30 * MINUTE));
    expect(list).toMatchObject({ opensAt: at(STARTS - 30 * MINUTE), closesAt: at(ENDS), releaseAt: at(STARTS + 10 * MINUTE), releasedAt: null });

    testApp.clock.set(at(ENDS - 1));
    const undone = await table.organizer.agent.delete(`${path}/${member.user.id}`);
    expect(undone.status).toBe(200);
    expect(statusOf(undone.body as AttendanceList, member.user.id)).toBe("expected");

    testApp.clock.set(at(ENDS));
    const late = await table.organizer.agent.post(path).send({ userId: member.user.id });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ message: "This session has ended, so check-in is closed.", code: "check_in_closed" });
    const lateUndo = await table.organizer.agent.delete(`${path}/${member.user.id}`);
    expect(lateUndo.body.code).toBe("check_in_closed");
  });

  it("when staff check in they may; a seated member who is not the organizer is refused with 403, and nothing changes", async () => {
    const table = await placedTable("Who may tick", 5, 2);
    const [first, other] = table.members as [RegisteredMember, RegisteredMember];
    testApp.clock.set(at(STARTS));
    const path = `/api/roundtables/${table.id}/attendance`;
    expect((await other.agent.post(path).send({ userId: first.user.id })).status).toBe(403);
    expect((await other.agent.get(path)).status).toBe(403);
    expect((await other.agent.delete(`${path}/${first.user.id}`)).status).toBe(403);
    const list = (await staff.agent.get(path).expect(200)).body as AttendanceList;
    expect(statusOf(list, first.user.id)).toBe("expected");
    const byStaff = await staff.agent.post(path).send({ userId: first.user.id }).expect(200);
    expect(statusOf(byStaff.body as AttendanceList, first.user.id)).toBe("checked_in");
    // A member without a seat can't be ticked by id: their pass seats them.
    const outsider = await registerMember(testApp);
    const unseated = await table.organizer.agent.post(path).send({ userId: outsider.user.id });
    expect(unseated.status).toBe(409);
    expect(unseated.body.code).toBe("not_seated");
  });

  it("when the organizer reads a pass typed in lower case without dashes, then its member is checked in, and a second scan keeps the first time", async () => {
    const table = await placedTable("Typed codes", 5, 1);
    const member = table.members[0]!;
    const pass = await passOf(member);
    const path = `/api/roundtables/${table.id}/attendance`;
    testApp.clock.set(at(STARTS - 5 * MINUTE));
    const typed = await table.organizer.agent.post(path).send({ token: ` ${pass.token.replaceAll("-", "").toLowerCase()} ` });
    expect(typed.status).toBe(200);
    expect(statusOf(typed.body as AttendanceList, member.user.id)).toBe("checked_in");
    testApp.clock.set(at(STARTS));
    const again = (await table.organizer.agent.post(path).send({ token: pass.token }).expect(200)).body as AttendanceList;
    expect(again.items.find((item) => item.user.id === member.user.id)?.checkedInAt).toBe(at(STARTS - 5 * MINUTE));
  });

  it("when a pass is forged, unreadable or for another convention, then 400 or 409 with its code, and nobody is seated", async () => {
    const table = await placedTable("Forgeries", 5, 0);
    const outsider = await registerMember(testApp);
    const pass = await passOf(outsider);
    const path = `/api/roundtables/${table.id}/attendance`;
    testApp.clock.set(at(STARTS));

    const lastChar = pass.token.at(-1) === "0" ? "1" : "0";
    const tampered = await table.organizer.agent.post(path).send({ token: pass.token.slice(0, -1) + lastChar });
    expect(tampered.status).toBe(400);
    expect(tampered.body.code).toBe("pass_invalid");

    // Another member's id written into a genuine pass: the MAC no longer matches.
    const swapped = pass.token.slice(0, 3) + (pass.token[3] === "Z" ? "Y" : "Z") + pass.token.slice(4);
    const swappedAnswer = await table.organizer.agent.post(path).send({ token: swapped });
    expect(swappedAnswer.status).toBe(400);
    expect(swappedAnswer.body.code).toBe("pass_invalid");

    const otherKey = signPass(crypto.randomBytes(32), { userId: outsider.user.id, conventionId: convention.id });
    const foreign = await table.organizer.agent.post(path).send({ token: otherKey });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual({ message: "This pass is not valid: it was not issued by this app.", errors: { token: ["Not a valid pass"] }, code: "pass_invalid" });

    const garbage = await table.organizer.agent.post(path).send({ token: "HELLO" });
    expect(garbage.status).toBe(400);
    expect(garbage.body.code).toBe("pass_unreadable");

    // Genuine, but signed for another convention: told apart from a forgery.
    const lastYear = signPass(await passKey(), { userId: outsider.user.id, conventionId: convention.id + 1 });
    const otherConvention = await table.organizer.agent.post(path).send({ token: lastYear });
    expect(otherConvention.status).toBe(409);
    expect(otherConvention.body.code).toBe("pass_other_convention");

    const both = await table.organizer.agent.post(path).send({ token: pass.token, userId: outsider.user.id });
    expect(both.status).toBe(400);

    expect((await seatsOf(table.id)).map((seat) => seat.user_id)).toEqual([table.organizer.user.id]);
  });
});

describe("walk-ins", () => {
  it("when a member shows their pass at a table with an open seat, then they are seated and checked in at once (201)", async () => {
    const table = await placedTable("Walk right in", 3, 1);
    const walker = await registerMember(testApp);
    testApp.clock.set(at(STARTS + 2 * MINUTE));
    const walked = await table.organizer.agent.post(`/api/roundtables/${table.id}/attendance`).send({ token: (await passOf(walker)).token });
    expect(walked.status).toBe(201);
    const item = (walked.body as AttendanceList).items.find((one) => one.user.id === walker.user.id);
    expect(item).toMatchObject({ status: "checked_in", walkIn: true, checkedInAt: at(STARTS + 2 * MINUTE) });
  });

  it("when six walk-ins race for the last seat through two app processes, then exactly one is seated and the others hear it is full", async () => {
    const table = await placedTable("The last seat", 3, 1);
    const walkers = await registerMembers(testApp, 6);
    const passes = await Promise.all(walkers.map((walker) => passOf(walker)));
    const organizerElsewhere = await second.signIn(table.organizer);
    testApp.clock.set(at(STARTS + 12 * MINUTE));
    const answers = await Promise.all(
      passes.map((pass, index) =>
        (index % 2 === 0 ? table.organizer.agent : organizerElsewhere).post(`/api/roundtables/${table.id}/attendance`).send({ token: pass.token }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409)) expect(refused.body.code).toBe("roundtable_full");
    const seats = await seatsOf(table.id);
    expect(seats.filter((seat) => seat.status === "joined")).toHaveLength(3);
  });
});

describe("the door release", () => {
  it("when two processes sweep at the exact release time, then one releases: the no-show's seat goes to the first in line, held, and both are told once", async () => {
    const table = await placedTable("No-shows", 3, 2);
    const [here, noShow] = table.members as [RegisteredMember, RegisteredMember];
    const [firstInLine, secondInLine] = await registerMembers(testApp, 2);
    expect(await join(firstInLine!, table.id)).toEqual({ joined: false, waitlisted: true });
    expect(await join(secondInLine!, table.id)).toEqual({ joined: false, waitlisted: true });
    const doors = [createDoorSweep(testApp.context), createDoorSweep(second.context)];

    testApp.clock.set(at(STARTS));
    await table.organizer.agent.post(`/api/roundtables/${table.id}/attendance`).send({ userId: here.user.id }).expect(200);

    // A millisecond early, nothing moves.
    testApp.clock.set(at(STARTS + 10 * MINUTE - 1));
    await Promise.all(doors.map((door) => door.sweep()));
    expect((await seatsOf(table.id)).filter((seat) => seat.status === "joined")).toHaveLength(3);

    testApp.clock.set(at(STARTS + 10 * MINUTE));
    const results = await Promise.all([...doors, ...doors].map((door) => door.sweep()));
    const releases = results.flatMap((result) => result.released.filter((one) => one.roundtableId === table.id));
    expect(releases).toEqual([{ roundtableId: table.id, released: [noShow.user.id], offered: [firstInLine!.user.id] }]);

    const seats = await seatsOf(table.id);
    expect(seats.filter((seat) => seat.status === "joined").map((seat) => seat.user_id).sort()).toEqual(
      [table.organizer.user.id, here.user.id, firstInLine!.user.id].sort(),
    );
    expect(seats.find((seat) => seat.user_id === secondInLine!.user.id)?.status).toBe("waitlisted");
    expect(seats.find((seat) => seat.user_id === noShow.user.id)).toBeUndefined();

    const released = (await notificationsOf(testApp, noShow.user.id)).filter((one) => one.kind === "door_seat_released");
    expect(released.map((one) => one.message)).toEqual(['Your seat at "No-shows" was released: you were not checked in within 10 minutes of the start.']);
    const offered = (await notificationsOf(testApp, firstInLine!.user.id)).filter((one) => one.kind === "door_seat_offered");
    expect(offered.map((one) => one.message)).toEqual([
      `A seat opened for you at "No-shows": it is held for you until 9:20 AM. Go to ${(await roomOf(table.id))} and show your pass to be checked in.`,
    ]);
    // The offered seat is the member's now: their mail carries the event for their calendar (read with ical.js); the released member's does not.
    await expect.poll(() => testApp.outbox.filter((mail) => mail.to.includes(firstInLine!.user.email)).map((mail) => mail.subject)).toContain('A seat opened for you: "No-shows"');
    const offeredMail = testApp.outbox.find((mail) => mail.to.includes(firstInLine!.user.email) && mail.subject === 'A seat opened for you: "No-shows"')!;
    expect(offeredMail.icalEvent?.method).toBe("REQUEST");
    const { events, calendar } = readIcs(offeredMail.icalEvent!.content);
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(events).toEqual([expect.objectContaining({ uid: expect.stringMatching(new RegExp(`^roundtable-${table.id}@`)), status: "CONFIRMED", summary: "No-shows" })]);
    expect(events[0]!.start.toISOString()).toBe(at(STARTS));
    const releasedMail = testApp.outbox.find((mail) => mail.to.includes(noShow.user.email) && mail.subject === 'Your seat at "No-shows" was released');
    expect(releasedMail).toBeDefined();
    expect(releasedMail!.icalEvent).toBeUndefined();

    const list = (await table.organizer.agent.get(`/api/roundtables/${table.id}/attendance`).expect(200)).body as AttendanceList;
    expect(list.releasedAt).toBe(at(STARTS + 10 * MINUTE));
    expect(list.items.find((item) => item.user.id === firstInLine!.user.id)).toMatchObject({ status: "held", heldUntil: at(STARTS + 20 * MINUTE) });
    // The released member arriving late is a walk-in now: the table is full while the seat is held.
    const late = await table.organizer.agent.post(`/api/roundtables/${table.id}/attendance`).send({ token: (await passOf(noShow)).token });
    expect(late.body.code).toBe("roundtable_full");

    // The hold ends with nobody checked in: the seat opens to walk-ins (not to the next in line), listed as open now.
    testApp.clock.set(at(STARTS + 20 * MINUTE));
    await Promise.all(doors.map((door) => door.sweep()));
    expect((await seatsOf(table.id)).find((seat) => seat.user_id === firstInLine!.user.id)).toBeUndefined();
    const ended = (await notificationsOf(testApp, firstInLine!.user.id)).filter((one) => one.kind === "door_seat_released");
    expect(ended).toHaveLength(1);
    const open = (await here.agent.get("/api/roundtables/open-now").expect(200)).body as { items: OpenSeatsItem[] };
    expect(open.items.find((item) => item.roundtable.id === table.id)).toMatchObject({ seatsOpen: 1, session: { id: session.id, name: "Monday Morning" } });
    const walkIn = await table.organizer.agent.post(`/api/roundtables/${table.id}/attendance`).send({ token: (await passOf(noShow)).token });
    expect(walkIn.status).toBe(201);
    const after = (await here.agent.get("/api/roundtables/open-now").expect(200)).body as { items: OpenSeatsItem[] };
    expect(after.items.find((item) => item.roundtable.id === table.id)).toBeUndefined();
  });

  it("when walk-ins race two sweeping processes at the exact release time, then the waitlist is offered its seat first and the table never holds more than its seats", async () => {
    const table = await placedTable("Door rush", 3, 2);
    const [firstInLine] = await registerMembers(testApp, 1);
    expect(await join(firstInLine!, table.id)).toEqual({ joined: false, waitlisted: true });
    const walkers = await registerMembers(testApp, 4);
    const passes = await Promise.all(walkers.map((walker) => passOf(walker)));
    const organizerElsewhere = await second.signIn(table.organizer);
    const path = `/api/roundtables/${table.id}/attendance`;

    testApp.clock.set(at(STARTS + 10 * MINUTE));
    const [sweeps, walkIns] = await Promise.all([
      Promise.all([createDoorSweep(testApp.context).sweep(), createDoorSweep(second.context).sweep()]),
      Promise.all(passes.map((pass, index) => (index % 2 === 0 ? table.organizer.agent : organizerElsewhere).post(path).send({ token: pass.token }))),
    ]);
    // One release, of both no-shows, whichever process made it.
    const releases = sweeps.flatMap((result) => result.released.filter((one) => one.roundtableId === table.id));
    expect(releases).toHaveLength(1);
    expect(releases[0]!.released.sort()).toEqual(table.members.map((member) => member.user.id).sort());
    // A walk-in before the release found the table full; after it, one took the seat the waitlist left.
    expect(walkIns.every((answer) => answer.status === 201 || answer.body.code === "roundtable_full")).toBe(true);
    const seated = walkIns.filter((answer) => answer.status === 201);
    expect(seated.length).toBeLessThanOrEqual(1);
    const seats = await seatsOf(table.id);
    const joined = seats.filter((seat) => seat.status === "joined");
    expect(joined.length).toBeLessThanOrEqual(3);
    expect(joined.find((seat) => seat.user_id === firstInLine!.user.id)?.door_held_until).not.toBeNull();
    expect(joined.map((seat) => seat.user_id)).toContain(table.organizer.user.id);
    // Every seat the release left open is taken by a walk-in still at the door, or still open.
    const open = (await table.organizer.agent.get("/api/roundtables/open-now").expect(200)).body as { items: OpenSeatsItem[] };
    expect(open.items.find((item) => item.roundtable.id === table.id)?.seatsOpen ?? 0).toBe(3 - joined.length);
  });

  it("when a pass is shown at the window's edges, then a walk-in is seated exactly 30 minutes before the start and refused at the end", async () => {
    const table = await placedTable("Early walk-in", 3, 0);
    const [early, late] = await registerMembers(testApp, 2);
    const path = `/api/roundtables/${table.id}/attendance`;
    testApp.clock.set(at(STARTS - 30 * MINUTE - 1));
    expect((await table.organizer.agent.post(path).send({ token: (await passOf(early!)).token })).body.code).toBe("check_in_not_open");
    testApp.clock.set(at(STARTS - 30 * MINUTE));
    const seated = await table.organizer.agent.post(path).send({ token: (await passOf(early!)).token });
    expect(seated.status).toBe(201);
    expect((seated.body as AttendanceList).items.find((item) => item.user.id === early!.user.id)).toMatchObject({ status: "checked_in", walkIn: true });
    testApp.clock.set(at(ENDS));
    const closed = await table.organizer.agent.post(path).send({ token: (await passOf(late!)).token });
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe("check_in_closed");
    expect((await seatsOf(table.id)).map((seat) => seat.user_id).sort()).toEqual([table.organizer.user.id, early!.user.id].sort());
  });

  it("when the first in line holds a seat elsewhere in the session, then the released seat goes to the next in line, in order", async () => {
    const table = await placedTable("Order kept", 2, 1);
    const [busy, next, last] = await registerMembers(testApp, 3);
    for (const member of [busy!, next!, last!]) await join(member, table.id);
    const elsewhere = await placedTable("Elsewhere", 5, 0);
    await elsewhere.organizer.agent.post(`/api/roundtables/${elsewhere.id}/participants/${busy!.user.id}`).expect(201);

    testApp.clock.set(at(STARTS + 10 * MINUTE + 5_000));
    await Promise.all([createDoorSweep(testApp.context).sweep(), createDoorSweep(second.context).sweep()]);
    const seats = await seatsOf(table.id);
    expect(seats.filter((seat) => seat.status === "joined").map((seat) => seat.user_id).sort()).toEqual([table.organizer.user.id, next!.user.id].sort());
    expect(seats.filter((seat) => seat.status === "waitlisted").map((seat) => seat.user_id)).toEqual([busy!.user.id, last!.user.id]);
  });

  it("when nobody is under way, then open-now is empty; the list answers for the current convention only", async () => {
    testApp.clock.set(at(STARTS - MINUTE));
    const member = await registerMember(testApp);
    expect(((await member.agent.get("/api/roundtables/open-now").expect(200)).body as { items: unknown[] }).items).toEqual([]);
    testApp.clock.set(at(ENDS));
    expect(((await member.agent.get("/api/roundtables/open-now").expect(200)).body as { items: unknown[] }).items).toEqual([]);
  });
});

async function roomOf(roundtableId: number): Promise<string> {
  const result = await testApp.database.db.execute<{ name: string }>(
    sql`select room.name from roundtables r join program_rooms room on room.id = r.room_id where r.id = ${roundtableId}`,
  );
  return result.rows[0]!.name;
}
