/** What pages may use of the feedback feature (after a roundtable's session). */
export { RoundtableFeedback } from "./components/roundtable-feedback";
