/**
 * The reads and writes the bench drives, and the members and roundtables they need: the demo
 * member signed in, fifty more signed in with a roundtable each, and the tables to join and leave.
 */
import type autocannon from "autocannon";
import { CONNECTIONS, PASSWORD } from "./args";
import type { Seat } from "./floor";

export type Scenario = {
  name: string;
  method?: "GET" | "POST";
  path: string;
  body?: string;
  /** Optional features are skipped, with a note, until the answer shows them. */
  optional?: (status: number, body: string) => boolean;
  /** Slow by design (bcrypt): run longer, with a longer timeout. */
  slow?: boolean;
  requests?: autocannon.Request[];
};

/** The signed-in member, their session and the seats the floors of the writing rows use. */
export type Cast = {
  email: string;
  sid: string;
  userId: number;
  /** Cookie and content type of the signed-in member's requests. */
  headers: Record<string, string>;
  /** The roundtable of "one roundtable". */
  oneId: number;
  ownSeats: Seat[];
  memberSeats: Seat[];
};

type Writer = { cookie: string; table: number; userId: number };

type ListItem = { id: number; isOrganizer: boolean; isJoined: boolean; isWaitlisted: boolean; targetAudience: string };
// The members signed in are students (the demo's guide and the directory's students).
const canJoin = (item: ListItem) => !item.isOrganizer && !item.isJoined && !item.isWaitlisted && item.targetAudience !== "advisors";

/**
 * A join and a leave for autocannon, each pair on a seat (a table, or a member and their table)
 * no other connection is using. Autocannon clears a connection's context after each pair, so the
 * join takes a seat from the free ones and the leave's answer gives it back; with at least as
 * many seats as connections there is always one free, and no two connections ever join the same
 * table as the same member (which would answer 409 and measure the refusal).
 */
function joinThenLeave<Seat>(
  seats: Seat[],
  request: (seat: Seat, action: "join" | "leave", defaults: autocannon.RequestParams) => autocannon.RequestParams,
): [join: autocannon.Request, leave: autocannon.Request] {
  if (seats.length < CONNECTIONS) throw new Error(`join+leave needs a seat per connection: ${seats.length} for ${CONNECTIONS}`);
  const free = [...seats];
  const taken = (context: Record<string, unknown>) => context.seat as Seat;
  return [
    {
      method: "POST",
      setupRequest: (defaults, context) => {
        context.seat = free.shift();
        return request(taken(context), "join", defaults);
      },
    },
    {
      method: "POST",
      setupRequest: (defaults, context) => request(taken(context), "leave", defaults),
      onResponse: (_status, _body, context) => {
        free.push(taken(context));
      },
    },
  ];
}

/** The signed-in member joining and leaving `tables`. */
const tablesJoinAndLeave = (tables: number[]) =>
  joinThenLeave(tables, (table, action, defaults) => ({ ...defaults, path: `/api/roundtables/${table}/${action}` }));

/**
 * Each connection a different member with a table of their own: what a society does. One
 * member's fifty joins at once all lock that member's row for share, which only a benchmark does.
 */
const membersJoinAndLeave = (writers: Writer[]) =>
  joinThenLeave(writers, (writer, action, defaults) => ({
    ...defaults,
    path: `/api/roundtables/${writer.table}/${action}`,
    headers: { ...defaults.headers, cookie: writer.cookie },
  }));

/** The session id in a Cookie header (the signed `s:<id>.<signature>` value of ec.sid). */
function sessionIdOf(cookie: string): string {
  const id = /(?:^|;\s*)ec\.sid=s%3A([^.;]+)\./.exec(cookie)?.[1];
  if (!id) throw new Error(`No session cookie in ${cookie}`);
  return decodeURIComponent(id);
}

/** Signs a demo member in: the answer, and the cookies it set as a Cookie header. */
async function signIn(base: string, email: string): Promise<{ login: Response; cookie: string }> {
  const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email, password: PASSWORD }) });
  return { login, cookie: login.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ") };
}

/** `count` demo members other than the one signed in, each signed in and given a roundtable no other of them has. */
async function signInWriters(base: string, headers: Record<string, string>, count: number, taken: Set<number>, guideEmail: string): Promise<Writer[]> {
  // Only members who share their e-mail show it in the directory (two in three of the demo's).
  const members = (await (await fetch(`${base}/api/users?limit=100&userType=student`, { headers })).json()) as Array<{ email?: string | null }>;
  const writers: Writer[] = [];
  for (const { email } of members) {
    if (writers.length === count) break;
    if (!email || email === guideEmail) continue;
    const { login, cookie } = await signIn(base, email);
    if (!login.ok) continue;
    const { id: userId } = (await login.json()) as { id: number };
    const page = (await (await fetch(`${base}/api/roundtables?limit=100&offset=200`, { headers: { cookie } })).json()) as ListItem[];
    const table = page.find((item) => canJoin(item) && !taken.has(item.id));
    if (!table) continue;
    taken.add(table.id);
    writers.push({ cookie, table: table.id, userId });
  }
  if (writers.length < count) throw new Error(`Only ${writers.length} of ${count} demo members could be given a roundtable to join`);
  return writers;
}

/** Signs the demo member in, finds tables to join and fifty writers, and lists the bench's rows. */
export async function prepareScenarios(base: string, email: string): Promise<{ cast: Cast; scenarios: Scenario[] }> {
  const { login, cookie } = await signIn(base, email);
  if (!login.ok) throw new Error(`Signing in as ${email} failed: ${login.status}`);
  const sid = sessionIdOf(cookie);
  const me = (await login.json()) as { id: number };
  const headers = { cookie, "content-type": "application/json" };
  const page = (await (await fetch(`${base}/api/roundtables?limit=100`, { headers })).json()) as ListItem[];
  const joinable = page.filter(canJoin).map((item) => item.id);
  // The mixed row takes tables of its own (the next page), apart from join+leave's.
  const secondPage = (await (await fetch(`${base}/api/roundtables?limit=100&offset=100`, { headers })).json()) as typeof page;
  const joinableToo = secondPage.filter(canJoin).map((item) => item.id);
  const oneId = page[0]!.id;

  const writers = await signInWriters(base, headers, CONNECTIONS, new Set([...joinable, ...joinableToo]), email);
  const [memberJoin, memberLeave] = membersJoinAndLeave(writers);
  const [ownJoin, ownLeave] = tablesJoinAndLeave(joinable);
  const [otherJoin, otherLeave] = tablesJoinAndLeave(joinableToo);
  const scenarios: Scenario[] = [
    { name: "roundtable list, first page", path: "/api/roundtables?limit=24" },
    { name: "roundtable list, query=gothic", path: "/api/roundtables?limit=24&query=gothic" },
    { name: "roundtable list, tag=drama&userType=student", path: "/api/roundtables?limit=24&tag=drama&userType=student" },
    { name: "roundtable list, offset=2400", path: "/api/roundtables?limit=24&offset=2400" },
    { name: "roundtable list, sort=match", path: "/api/roundtables?limit=24&sort=match", optional: (status, body) => status === 200 && body.includes('"matchScore"') },
    { name: "recommended roundtables", path: "/api/roundtables/recommended?limit=6", optional: (status) => status === 200 },
    { name: "program sessions", path: "/api/program/sessions", optional: (status) => status === 200 },
    { name: "user participations", path: "/api/user/participations" },
    { name: "one roundtable", path: `/api/roundtables/${oneId}` },
    { name: "directory, query=hurston", path: "/api/users?query=hurston" },
    { name: "user search, shel", path: "/api/users/search?query=shel" },
    { name: "notifications count", path: "/api/notifications" },
    {
      name: "join+leave",
      path: "/api/roundtables/0/join",
      method: "POST",
      // No two connections are on one table at once, so they never queue on one row.
      requests: [ownJoin, ownLeave],
    },
    {
      name: "join+leave, a member per connection",
      path: "/api/roundtables/0/join",
      method: "POST",
      requests: [memberJoin, memberLeave],
    },
    {
      // The lists' cache under writes: every join and leave moves the data version, so the pages
      // read after it are built again. Each connection joins, reads nine first pages, leaves,
      // reads nine more: one request in ten is a write.
      name: "first page while seats change (1 write in 10)",
      path: "/api/roundtables?limit=24",
      requests: [
        otherJoin,
        ...Array.from({ length: 9 }, () => ({ method: "GET" as const, path: "/api/roundtables?limit=24" })),
        otherLeave,
        ...Array.from({ length: 9 }, () => ({ method: "GET" as const, path: "/api/roundtables?limit=24" })),
      ],
    },
    { name: "login", path: "/api/auth/login", method: "POST", body: JSON.stringify({ email, password: PASSWORD }), slow: true },
  ];

  const cast: Cast = {
    email,
    sid,
    userId: me.id,
    headers,
    oneId,
    ownSeats: joinable.map((roundtableId) => ({ sid, userId: me.id, roundtableId })),
    memberSeats: writers.map((writer) => ({ sid: sessionIdOf(writer.cookie), userId: writer.userId, roundtableId: writer.table })),
  };
  return { cast, scenarios };
}
