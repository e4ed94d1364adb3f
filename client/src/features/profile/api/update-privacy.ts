import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CurrentUser } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { currentUserKey } from "@/lib/auth";

/** One privacy choice at a time: the Privacy card saves each click on its own. */
export type PrivacyUpdate = Partial<Pick<CurrentUser, "directoryVisibility" | "shareEmail" | "acceptMessages">>;

export const updatePrivacy = (body: PrivacyUpdate) => apiRequest<CurrentUser>("PUT", "/api/auth/user", body);

type Callbacks = {
  onSuccess: (saved: CurrentUser, change: PrivacyUpdate) => void;
  onError: (error: Error, change: PrivacyUpdate) => void;
  onSettled: (change: PrivacyUpdate) => void;
};

/**
 * The callbacks run for every click's save (a mutate call's own callbacks run only for the
 * latest one), so no quick second click swallows the first one's toast.
 */
export function useUpdatePrivacy({ onSuccess, onError, onSettled }: Callbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrivacy,
    // Quick clicks are saved one after another, so the last choice made is the one kept.
    scope: { id: "privacy" },
    onSuccess: (user, change) => {
      queryClient.setQueryData(currentUserKey, user);
      onSuccess(user, change);
    },
    onError: (error, change) => onError(error, change),
    onSettled: (_data, _error, change) => onSettled(change),
  });
}
