/**
 * One read per signed-in request instead of two: the session store reads the session row and the
 * member it names in one statement (session-row.storage.ts) and leaves the member here; Passport's
 * deserializer takes it for the same request (by session id) instead of reading the member again.
 * A member read more than a moment ago, or never, is read afresh, so a deleted account or a
 * changed role is seen on the next request either way.
 */
import type { CurrentUser } from "@shared/types";
import { createReadWithSession, type ReadWithSession } from "../lib/read-with-session";

export type MemberPrefetch = ReadWithSession<CurrentUser | null>;

export const createMemberPrefetch = (): MemberPrefetch => createReadWithSession<CurrentUser | null>();
