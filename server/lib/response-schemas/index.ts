/**
 * The shapes the API answers with, as zod schemas derived from the tables (drizzle-zod), so the
 * document describes the same columns the shared types are made of. Each is checked by the
 * compiler against its type in shared/types.ts (`exactly`, rows.ts), and the authorization matrix
 * parses every answer it receives with them (testing/documented-answers.ts). One file per subject;
 * routes import them from here.
 */
export { errorSchema, healthSchema, messageSchema, unhealthySchema } from "./common";
export { chapterSchema, conventionSchema, programSessionSchema } from "./convention";
export { accountExportSchema, auditEntrySchema, currentUserSchema, memberRecordSchema, publicUserSchema, suggestedMemberSchema, userSearchResultSchema } from "./members";
export { joinResultSchema, participantSchema, participationSchema, roundtableSchema, staffRoundtableSchema } from "./roundtables";
export { attendanceCountsSchema, attendanceListSchema, memberPassSchema, openSeatsSchema } from "./attendance";
export { feedbackSummarySchema, myFeedbackSchema } from "./feedback";
export { agendaSchema, calendarFeedSchema } from "./agenda";
export { bellSchema, markedSchema, notificationSchema } from "./notifications";
