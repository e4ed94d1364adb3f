/** What other features and pages may use of the program feature (they never reach into its folders). */
export { programQueryOptions, useProgram, type ProgramRoundtable } from "./api/get-program";
export { programSessionsQueryOptions, useProgramSessions } from "./api/get-sessions";
export { dayKey, formatSessionDay, formatShortDay, formatTimeRange } from "./format";
export { PreferredSessionField } from "./components/preferred-session-field";
export { ProgramBoard, ProgramBoardSkeleton } from "./components/program-board";
export { EMPTY_PROGRAM_FILTERS, ProgramFilterFields, type ProgramFilters } from "./components/program-filter-fields";
export { ProgramFacts, programStatusLabel } from "./components/program-facts";
export { SessionOptions, sessionOptionLabel } from "./components/session-options";
export { useConventionTimeZone } from "./components/use-time-zone";
export type { ProgramSession } from "./types";
