/** What other features and pages may use of the calendar feature. */
export { AddToCalendarLink } from "./components/add-to-calendar-link";
export { CalendarFeedCard } from "./components/calendar-feed-card";
