import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { calendarFeedQueryOptions, type CalendarFeed } from "./get-calendar-feed";

/** A new token: the old feed URL answers 404 from now on. */
export const resetCalendarFeed = () => apiRequest<CalendarFeed>("POST", "/api/user/calendar/reset");

export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetCalendarFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarFeedQueryOptions().queryKey }),
  });
}
