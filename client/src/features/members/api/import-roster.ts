import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UserType } from "@shared/constants";
import { apiSendText } from "@/lib/api-client";
import { invalidateMembers } from "./members-keys";

/** A waiting member the roster approves, with the roster's chapter and role and what they had chosen. */
export type RosterMember = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  chapterId: number;
  chapterName: string;
  userType: UserType;
  previousChapterId: number;
  previousUserType: UserType;
};

/** What an import changes (or, previewed, would change). */
export type RosterImportResult = {
  preview: boolean;
  rows: number;
  added: number;
  updated: number;
  unchanged: number;
  /** Pending members the file names: approved by the import (approved, declined and suspended members are left alone). */
  approved: RosterMember[];
};

/** POST /api/staff/roster (text/csv, `email,chapter,role`); with preview nothing is committed. */
export const importRoster = ({ csv, preview }: { csv: string; preview: boolean }) =>
  apiSendText<RosterImportResult>("POST", preview ? "/api/staff/roster?preview=1" : "/api/staff/roster", csv, "text/csv");

export function useImportRoster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRoster,
    onSuccess: (result) => {
      if (!result.preview) void invalidateMembers(queryClient);
    },
  });
}
