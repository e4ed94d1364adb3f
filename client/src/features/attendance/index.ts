/** What the app, pages and other features may use of the attendance feature (the day at the table). */
export { OpenSeatsNow } from "./components/open-seats-now";
export { checkInOpen, mayCheckIn, TableCheckIn } from "./components/table-check-in";
