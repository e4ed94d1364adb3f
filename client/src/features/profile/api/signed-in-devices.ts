import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SignedInDevice } from "@shared/validators/auth";
import { apiRequest } from "@/lib/api-client";

const devicesKey = ["/api/auth/sessions"] as const;

export const getSignedInDevices = () => apiRequest<SignedInDevice[]>("GET", "/api/auth/sessions");

export const useSignedInDevices = () => useQuery({ queryKey: devicesKey, queryFn: getSignedInDevices });

export function useSignOutOtherDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ message: string }>("POST", "/api/auth/sessions/sign-out-others"),
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
}
