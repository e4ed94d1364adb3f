/** What the attendance feature offers the rest of the server: other folders import it from here, never from its files. */
export { ATTENDANCE_ROUTES, attendanceRoutes } from "./attendance.routes";
export { createDoorSweep, startDoorSweep } from "./door-sweep";
export type { SweepResult } from "./door-sweep";
export { doorTimes } from "./door-rules";
export { attendanceCsv } from "./attendance-report";
export type { ExtraRoundtableColumns } from "./attendance-report";
export { attendanceOf, attendanceReport } from "./attendance-report.storage";
export type { AttendanceReport } from "./attendance-report.storage";
