/**
 * Feedback after a roundtable (docs/product.md, "Feedback"): once its session has ended, by the
 * app's clock, a member who was checked in there rates it from 1 to 5 with an optional comment,
 * and may change it; its organizer and co-organizers (roundtables' one rule, mayManage) and staff
 * read the count, the average and the comments, never who gave them.
 */
import type { FeedbackSummary, MyFeedback } from "@shared/types";
import type { FeedbackFields } from "@shared/validators/feedback";
import type { AppContext } from "../context";
import { AppError } from "../lib/app-error";
import { mayManage, notAManager } from "../roundtables";
import { findFeedbackTable, readOwnFeedback, saveFeedback, summarizeFeedback, type FeedbackTable } from "./feedback.storage";

export type Reader = { id: number; isStaff: boolean };

const NOT_FOUND = "Roundtable not found";

/** "10:15 AM" in the convention's time zone. */
const clockTime = (instant: Date, timeZone: string) => new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone }).format(instant);

export function createFeedback(ctx: Pick<AppContext, "db" | "clock">) {
  async function found(roundtableId: number, viewerId: number): Promise<FeedbackTable> {
    const table = await findFeedbackTable(ctx.db, roundtableId, viewerId);
    if (!table) throw AppError.notFound(NOT_FOUND, "not_found");
    return table;
  }

  const hosts = (table: FeedbackTable, viewerId: number) => mayManage({ organizerId: table.organizerId, coOrganizerIds: table.coOrganizerIds }, viewerId);
  const ended = (table: FeedbackTable) => table.endsAt !== null && ctx.clock.now() >= table.endsAt;

  /** Why the member may not rate it now, as the refusal; undefined when they may. */
  function refusal(table: FeedbackTable, viewerId: number): AppError | undefined {
    if (!table.endsAt) return AppError.conflict("This roundtable is not on the program, so it has no session to rate.", "not_placed");
    if (!ended(table)) {
      return AppError.conflict(`Feedback opens when the session ends, at ${clockTime(table.endsAt, table.timeZone)}.`, "feedback_not_open");
    }
    if (hosts(table, viewerId)) return AppError.forbidden("The organizer and co-organizers read this roundtable's feedback; they don't rate it.", "own_roundtable_feedback");
    if (!table.checkedIn) return AppError.forbidden("Only members who were checked in at this roundtable can rate it.", "not_checked_in");
    return undefined;
  }

  return {
    /** GET /api/roundtables/{id}/feedback/mine */
    async mine(viewerId: number, roundtableId: number): Promise<MyFeedback> {
      const table = await found(roundtableId, viewerId);
      return { canRate: refusal(table, viewerId) === undefined, feedback: await readOwnFeedback(ctx.db, roundtableId, viewerId) };
    },

    /** PUT /api/roundtables/{id}/feedback: the first rating or a change of it. */
    async give(viewerId: number, roundtableId: number, request: FeedbackFields): Promise<MyFeedback> {
      const table = await found(roundtableId, viewerId);
      const refused = refusal(table, viewerId);
      if (refused) throw refused;
      const feedback = await saveFeedback(ctx.db, { roundtableId, userId: viewerId, rating: request.rating, comment: request.comment, now: ctx.clock.now() });
      return { canRate: true, feedback };
    },

    /** GET /api/roundtables/{id}/feedback: the organizer, co-organizers and staff. */
    async summary(reader: Reader, roundtableId: number): Promise<FeedbackSummary> {
      const table = await found(roundtableId, reader.id);
      if (!reader.isStaff && !hosts(table, reader.id)) throw notAManager("read the feedback of");
      return summarizeFeedback(ctx.db, roundtableId);
    },
  };
}
