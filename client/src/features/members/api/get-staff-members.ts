import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { MemberRecord } from "@shared/types";
import type { MEMBER_STATUS_FILTERS } from "@shared/validators/members";
import { apiGetPage, withQuery } from "@/lib/api-client";
import { MEMBERS_PAGE_SIZE, membersKeys } from "./members-keys";

export type MemberStatusFilter = (typeof MEMBER_STATUS_FILTERS)[number] | "all";

export type StaffMemberFilters = { status: MemberStatusFilter; chapterId: string; query: string };

export const emptyStaffMemberFilters: StaffMemberFilters = { status: "all", chapterId: "all", query: "" };

/** GET /api/staff/members: everyone, newest first, by status, chapter and name or e-mail. */
export const getStaffMembers = (filters: StaffMemberFilters, page: number) =>
  apiGetPage<MemberRecord>(
    withQuery("/api/staff/members", {
      status: filters.status,
      chapterId: filters.chapterId,
      query: filters.query.trim(),
      limit: MEMBERS_PAGE_SIZE,
      offset: page * MEMBERS_PAGE_SIZE,
    }),
  );

export const useStaffMembers = (filters: StaffMemberFilters, page: number) =>
  useQuery({ queryKey: membersKeys.staff(filters, page), queryFn: () => getStaffMembers(filters, page), placeholderData: keepPreviousData });
