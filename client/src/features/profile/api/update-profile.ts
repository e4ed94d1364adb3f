import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CurrentUser } from "@shared/types";
import type { ProfileUpdate } from "@shared/validators/profile";
import { apiRequest } from "@/lib/api-client";
import { currentUserKey } from "@/lib/auth";

export const updateProfile = (body: ProfileUpdate) => apiRequest<CurrentUser>("PUT", "/api/auth/user", body);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserKey, user);
      // Names and chapters show on roundtable cards and in the directory.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== currentUserKey[0] });
    },
  });
}
