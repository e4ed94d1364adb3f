/** What the staff feature offers the rest of the server: other folders import it from here, never from its files. */
export { offerSetupCode } from "./first-staff.service";
export { runStaffCommand, setStaffFlag } from "./staff-flag.storage";
export { CONVENTION_ADMIN_ROUTES } from "./convention-admin.routes";
export { FIRST_STAFF_ROUTES } from "./first-staff.routes";
export { STAFF_ROUTES, staffRoutes } from "./staff.routes";
export { copyProgram } from "./program-copy";
