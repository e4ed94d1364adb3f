/**
 * How the walks call feedback after a roundtable. The fixture's clock is weeks before its session,
 * so every member's rating is refused by the time (409) before anything about them is asked.
 */
import type { Fixture, RouteCall } from "../route-row";

const atRoundtable = (fixture: Fixture) => ({ params: { id: fixture.roundtableId } });

export const FEEDBACK_CALLS = {
  getMyFeedback: { request: atRoundtable },
  giveFeedback: {
    request: (fixture) => ({ ...atRoundtable(fixture), body: { rating: 4, comment: "Lively." } }),
    answers: { member: 409, organizer: 409, coOrganizer: 409, otherType: 409, otherAdvisor: 409, staff: 409 },
  },
  getFeedbackSummary: { request: atRoundtable, answers: { staff: 200 } },
} satisfies Record<string, RouteCall>;
