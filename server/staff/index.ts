/** What the staff feature offers the rest of the server: other folders import it from here, never from its files. */
export { offerSetupCode } from "./first-staff.service";
export { runStaffCommand, setStaffFlag } from "./staff-flag";
export { staffRoutes } from "./staff.routes";
