/** What the convention feature offers the rest of the server: other folders import it from here, never from its files. */
export { createConventionPages, withConvention } from "./convention-in-page";
export { conventionRoutes } from "./convention.routes";
export { conventionAnswer, createConventions, type Conventions } from "./current-convention";
export { localDay, phaseOf } from "./phase";
export {
  findConventionRow,
  findCurrentConventionRow,
  insertConvention,
  listConventionRows,
  lockConventionRow,
  setCurrentConvention,
  settleFirstConvention,
  updateConvention,
  type ConventionFields,
} from "./convention.storage";
