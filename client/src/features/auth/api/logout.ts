import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { currentUserKey } from "@/lib/auth";
import { clearMemberCaches } from "@/lib/offline-data";

export const logout = () => apiRequest<{ message: string }>("POST", "/api/auth/logout");

/**
 * Signs out, drops every cached query and the offline copies of the member's data, and goes to the
 * site root. `beforeSignOut` runs while still signed in (the app ends this device's push subscription
 * there); its failure doesn't stop the sign-out.
 */
export function useLogout({ beforeSignOut }: { beforeSignOut?: () => Promise<void> } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await beforeSignOut?.().catch(() => undefined);
      return logout();
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
      queryClient.clear();
      await clearMemberCaches();
      window.location.href = "/";
    },
  });
}
