/** What the convention feature offers the rest of the server: other folders import it from here, never from its files. */
export { withConvention } from "./convention-in-page";
export { conventionRoutes } from "./convention.routes";
