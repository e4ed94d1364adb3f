/** What other features may use of the program feature (they never reach into its folders). */
export { programSessionsQueryOptions, useProgramSessions } from "./api/get-sessions";
export { PreferredSessionField } from "./components/preferred-session-field";
export { EMPTY_PROGRAM_FILTERS, ProgramFilterFields, type ProgramFilters } from "./components/program-filter-fields";
export { ProgramFacts, programStatusLabel, SessionTime } from "./components/program-facts";
export type { ProgramPlacement, ProgramSession, RoomRef, SessionRef } from "./types";
