/** What the health feature offers the rest of the server: other folders import it from here, never from its files. */
export { HEALTH_ROUTES, healthRoutes } from "./health.routes";
