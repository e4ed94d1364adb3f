/** What the program feature offers the rest of the server: other folders import it from here, never from its files. */
export { programMails } from "./program-mail";
export type { ProgramMail, ProgramMailRecipient } from "./program-mail";
export { ADD_TO_CALENDAR_LINE, movedMessage, notifyProgramChange } from "./program-notices";
export { PROGRAM_ROUTES, programRoutes } from "./program.routes";
export { findSession, lockSession } from "./program.storage";
export { findSeatClashes } from "./seating.storage";
export type { SeatClash } from "./seating.storage";
export { mailRoundtableMoves, moveSessionRoundtables, type RoundtableMoveNotice } from "./session-moves";
export { ProgramSeedError, seedSessionsFromFile, seedSessionsIfEmpty, parseSessionCsv, seedSessions } from "./session-seed";
export { listSessions } from "./program.storage";
