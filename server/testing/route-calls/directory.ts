/** How the walks call the bell, the member directory, messages and suggested members. */
import type { RouteCall } from "../route-row";

export const DIRECTORY_CALLS = {
  getBell: {},
  markAllRead: {},
  // Marking someone else's notification marks nothing ({ marked: 0 }): checked in the matrix test.
  markRead: { request: (fixture) => ({ params: { id: fixture.organizerNotificationId } }) },
  listMembers: {},
  searchMembers: { request: () => ({ query: { query: "Ada" } }) },
  // To the outsider (someone else for every role); writing to oneself is refused (400).
  messageMember: { request: (fixture) => ({ params: { id: fixture.outsiderId }, body: { subject: "Hello", body: "A short note." } }) },
  listSuggestedMembers: {},
} satisfies Record<string, RouteCall>;
