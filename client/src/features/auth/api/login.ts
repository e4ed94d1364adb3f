import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicUser } from "@shared/types";
import type { LoginRequest } from "@shared/validators/auth";
import { apiRequest } from "@/lib/api-client";
import { currentUserKey } from "@/lib/auth";

export const login = (body: LoginRequest) => apiRequest<PublicUser>("POST", "/api/auth/login", body);

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => queryClient.setQueryData(currentUserKey, user),
  });
}
