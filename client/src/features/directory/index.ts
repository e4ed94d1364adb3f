/** What other features and pages may use of the member directory. */
export {
  DIRECTORY_PAGE_SIZE,
  emptyDirectoryFilters,
  hasActiveDirectoryFilters,
  useDirectory,
  type DirectoryFilterValues,
} from "./api/get-directory";
export { DirectoryFilters } from "./components/directory-filters";
export { MemberCard } from "./components/member-card";
export { MemberCardSkeleton } from "./components/member-card-skeleton";
