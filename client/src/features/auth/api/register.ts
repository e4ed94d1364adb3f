import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicUser } from "@shared/types";
import type { RegisterRequest } from "@shared/validators/auth";
import { apiRequest } from "@/lib/api-client";
import { currentUserKey } from "@/lib/auth";

export const register = (body: RegisterRequest) => apiRequest<PublicUser>("POST", "/api/auth/register", body);

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => queryClient.setQueryData(currentUserKey, user),
  });
}
