import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { currentUserKey } from "@/lib/auth";

export const logout = () => apiRequest<{ message: string }>("POST", "/api/auth/logout");

/** Signs out, drops every cached query, and goes to the site root. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
      queryClient.clear();
      window.location.href = "/";
    },
  });
}
