import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AuditAction } from "@shared/constants";
import type { AuditEntry } from "@shared/types";
import { apiGetPage, withQuery } from "@/lib/api-client";
import { MEMBERS_PAGE_SIZE, membersKeys } from "./members-keys";

/** `member`: words of the member's name. */
export type AuditFilters = { action: AuditAction | "all"; member: string };

export const emptyAuditFilters: AuditFilters = { action: "all", member: "" };

/** GET /api/staff/audit: the log, newest first, by action and by the member's name. */
export const getAuditLog = (filters: AuditFilters, page: number) =>
  apiGetPage<AuditEntry>(
    withQuery("/api/staff/audit", {
      action: filters.action,
      member: filters.member.trim(),
      limit: MEMBERS_PAGE_SIZE,
      offset: page * MEMBERS_PAGE_SIZE,
    }),
  );

export const useAuditLog = (filters: AuditFilters, page: number) =>
  useQuery({ queryKey: membersKeys.audit(filters, page), queryFn: () => getAuditLog(filters, page), placeholderData: keepPreviousData });
