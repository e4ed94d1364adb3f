/** What the convention feature offers the rest of the server: other folders import it from here, never from its files. */
export { createConventionPages, withConvention } from "./convention-in-page";
export { CONVENTION_ROUTES, conventionRoutes } from "./convention.routes";
export { conventionAnswer, createConventions, type Conventions } from "./current-convention";
export { describeStart, describeTime, formatLocal, type CurrentDays } from "./convention-time";
export { localDay, phaseOf } from "./phase";
export {
  findConventionRow,
  findCurrentConventionRow,
  insertConvention,
  listConventionRows,
  lockConventionRow,
  readCurrentDays,
  setCurrentConvention,
  settleFirstConvention,
  updateConvention,
  type ConventionFields,
} from "./convention.storage";
