import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { notificationsQueryOptions } from "./get-notifications";

export const markNotificationRead = (id: number) => apiRequest("POST", `/api/notifications/${id}/read`);

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryOptions().queryKey }),
  });
}
