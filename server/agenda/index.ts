/** What the agenda feature offers the rest of the server: other folders import it from here, never from its files. */
export { AGENDA_ROUTES, agendaRoutes } from "./agenda.routes";
