import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CurrentUser } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { currentUserKey } from "@/lib/auth";

/** POST /api/auth/confirm-email: the 6-digit code mailed at sign-up proves the address. */
export const confirmEmail = (code: string) => apiRequest<CurrentUser>("POST", "/api/auth/confirm-email", { code });

/** POST /api/auth/confirm-email/resend: a new code (the old one stops working); rate-limited. */
export const resendConfirmation = () => apiRequest<{ message: string } | undefined>("POST", "/api/auth/confirm-email/resend");

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    // The member is now either waiting for approval or (on the roster, or with open membership) in:
    // the router picks the screen from the member as the server now reads them.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKey }),
  });
}

export const useResendConfirmation = () => useMutation({ mutationFn: resendConfirmation });
