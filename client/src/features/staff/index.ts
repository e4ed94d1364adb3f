/** The staff's program review, for the Review page. */
export { PROPOSALS_PAGE_SIZE, useProposals } from "./api/get-proposals";
export { NotSelectedDialog } from "./components/not-selected-dialog";
export { PlaceDialog } from "./components/place-dialog";
export { ProposalList } from "./components/proposal-list";
export { ProposalPager } from "./components/proposal-pager";
export { ProposalToolbar } from "./components/proposal-toolbar";
export { SessionGrid } from "./components/session-grid";
export { useRestore } from "./components/use-restore";
export { useReviewFilters } from "./components/use-review-filters";
export { useUnplace } from "./components/use-unplace";
