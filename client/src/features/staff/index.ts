/** The staff's program review, for the Review page. */
export { useProposals } from "./api/get-proposals";
export { NotSelectedDialog } from "./components/not-selected-dialog";
export { PlaceDialog } from "./components/place-dialog";
export { ProposalList } from "./components/proposal-list";
export { SessionGrid } from "./components/session-grid";
export { useUnplace } from "./components/use-unplace";
