import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { MemberRecord } from "@shared/types";
import { apiGetPage, withQuery } from "@/lib/api-client";
import { MEMBERS_PAGE_SIZE, membersKeys } from "./members-keys";

/**
 * GET /api/members/pending: who waits for this approver (an advisor: their chapter's; staff:
 * everyone), oldest first, new members and changes of chapter or role alike.
 */
export const getPendingMembers = (page: number) =>
  apiGetPage<MemberRecord>(withQuery("/api/members/pending", { limit: MEMBERS_PAGE_SIZE, offset: page * MEMBERS_PAGE_SIZE }));

export const usePendingMembers = (page: number) =>
  useQuery({ queryKey: membersKeys.pending(page), queryFn: () => getPendingMembers(page), placeholderData: keepPreviousData });
