import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CurrentUser } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { currentUserKey } from "@/lib/auth";

/**
 * POST /api/auth/claim-staff: on a deployment with no staff yet, the setup code the app prints
 * at start makes this member the first staff member (confirmed and approved).
 */
export const claimStaff = (code: string) => apiRequest<CurrentUser>("POST", "/api/auth/claim-staff", { code });

export function useClaimStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimStaff,
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserKey, user);
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
  });
}
