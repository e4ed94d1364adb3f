/** What the app, pages and other features may use of the roundtables feature. */
export { useParticipations } from "./api/get-participations";
export { EMPTY_FILTERS, useRoundtables, type RoundtableFilters } from "./api/get-roundtables";
export { CreateRoundtableDialog } from "./components/create-roundtable-dialog";
export { DashboardManageDialog } from "./components/manage/dashboard-manage-dialog";
export { MyRoundtablesManageDialog } from "./components/manage/my-roundtables-manage-dialog";
export { RoundtableCard } from "./components/roundtable-card";
export { parseRoundtableId, RoundtableOverview } from "./components/roundtable-overview";
export { useRoundtableDialogs } from "./components/roundtable-dialogs";
export { hasActiveFilters, resultCount, RoundtableFiltersCard } from "./components/roundtable-filters";
export { SkeletonGrid } from "./components/roundtable-card-skeleton";
export { RoundtableResults } from "./components/roundtable-results";
export { useRoundtableActions } from "./components/use-roundtable-actions";
export { participantsQueryOptions, useParticipants } from "./api/get-participants";
export { canManage } from "./components/can-manage";
export { roundtableQueryOptions, useRoundtable } from "./api/get-roundtable";
