import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Notification } from "@shared/types";
import { apiRequest } from "@/lib/api-client";

export type NotificationFeed = { items: Notification[]; unreadCount: number };

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: ["/api/notifications"],
    queryFn: () => apiRequest<NotificationFeed>("GET", "/api/notifications"),
    // The bell is the one place that looks for news without being asked.
    staleTime: 30_000,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });

export const useNotifications = () => useQuery(notificationsQueryOptions());

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/notifications/read-all"),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryOptions().queryKey }),
  });
}
