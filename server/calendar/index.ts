/** What the calendar feature offers the rest of the server: other folders import it from here, never from its files. */
export { CALENDAR_ROUTES, calendarRoutes } from "./calendar.routes";
export { cancelledInvites, seatInvite, invitationPart, placedInvites, type CalendarInvite } from "./invitations";
