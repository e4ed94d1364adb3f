import { useMutation } from "@tanstack/react-query";
import type { AccountDeletion } from "@shared/validators/users";
import { apiRequest } from "@/lib/api-client";

export const deleteAccount = (body: AccountDeletion) => apiRequest<void>("DELETE", "/api/auth/user", body);

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
