/** What the calendar feature offers the rest of the server: other folders import it from here, never from its files. */
export { calendarRoutes } from "./calendar.routes";
