/** What pages may use of the conventions feature: the staff's Convention page, past conventions and a member's history. */
export { useConventions } from "./api/get-conventions";
export { ConventionAdmin } from "./components/convention-admin";
export { ConventionArchive } from "./components/convention-archive";
export { MyHistory } from "./components/my-history";
export { PastConventionList, pastConventions } from "./components/past-convention-list";
