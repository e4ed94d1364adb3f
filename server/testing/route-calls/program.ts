/** How the walks call the program, calendars, My Convention, the pass, the live stream and Web Push. */
import crypto from "node:crypto";
import type { RouteCall } from "../route-row";
import { everyone } from "../route-row";

/** A subscription as a browser makes it: a real P-256 public key and a 16-byte secret, one endpoint per caller. */
const p256dh = crypto.createECDH("prime256v1").generateKeys().toString("base64url");
const auth = crypto.randomBytes(16).toString("base64url");
const endpointOf = (role: string) => `https://push.example.test/subscriptions/${role}`;

export const PROGRAM_CALLS = {
  getMyAgenda: {},
  getMyPass: {},
  listProgramSessions: {},
  // A roundtable's .ics: any member may add a placed roundtable (the fixture's is) to their calendar.
  getRoundtableCalendar: {
    request: (fixture) => ({ params: { id: fixture.roundtableId } }),
    answers: { member: 200, organizer: 200, otherType: 200, otherAdvisor: 200, staff: 200 },
  },
  getCalendarFeed: {},
  resetCalendarFeed: {},
  // The personal feed needs no session: its secret token is the key (an unknown one answers 404).
  getPersonalCalendar: { request: (fixture) => ({ params: { token: fixture.memberFeedToken } }), answers: everyone(200) },
  // The stream never ends: the walks read its opening and close it (`stream`, route-row.ts).
  streamEvents: {},
  getPushPublicKey: {},
  subscribeToPush: { request: (_fixture, role) => ({ body: { endpoint: endpointOf(role), keys: { p256dh, auth } } }) },
  unsubscribeFromPush: { request: (_fixture, role) => ({ body: { endpoint: endpointOf(role) } }) },
} satisfies Record<string, RouteCall>;
