/** The matching sections pages place: each draws the page's own cards. */
export { PeopleToMeet } from "./components/people-to-meet";
export { SuggestedRoundtables } from "./components/suggested-roundtables";
