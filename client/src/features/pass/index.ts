/** What the app, pages and other features may use of the pass feature. */
export { passQueryOptions, usePass } from "./api/get-pass";
export { MemberPass } from "./components/member-pass";
