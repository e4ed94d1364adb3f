import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RosterImport } from "@shared/validators/roster";
import { apiSendText } from "@/lib/api-client";
import { invalidateMembers } from "./members-keys";

/** POST /api/staff/roster (text/csv, `email,chapter,role`); with preview nothing is committed. */
export const importRoster = ({ csv, preview }: { csv: string; preview: boolean }) =>
  apiSendText<RosterImport>("POST", preview ? "/api/staff/roster?preview=1" : "/api/staff/roster", csv, "text/csv");

export function useImportRoster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRoster,
    onSuccess: (result) => {
      if (!result.preview) void invalidateMembers(queryClient);
    },
  });
}
