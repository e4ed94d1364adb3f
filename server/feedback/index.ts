/** What the feedback feature offers the rest of the server: other folders import it from here, never from its files. */
export { FEEDBACK_ROUTES, feedbackRoutes } from "./feedback.routes";
export { askForFeedback, startFeedbackSweep } from "./feedback-sweep";
// Staff's attendance report reads each roundtable's count and average rating from here.
export { feedbackSummaries } from "./feedback.storage";
