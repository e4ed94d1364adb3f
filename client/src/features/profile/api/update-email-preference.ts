import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CurrentUser } from "@shared/types";
import type { EmailPreferenceUpdate } from "@shared/validators/profile";
import { apiRequest } from "@/lib/api-client";
import { currentUserKey } from "@/lib/auth";

export const updateEmailPreference = (body: EmailPreferenceUpdate) => apiRequest<CurrentUser>("PUT", "/api/auth/user", body);

export function useUpdateEmailPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailPreference,
    onSuccess: (user) => queryClient.setQueryData(currentUserKey, user),
  });
}
