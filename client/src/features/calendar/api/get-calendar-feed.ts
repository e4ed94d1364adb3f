import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export type CalendarFeed = { url: string };

export const getCalendarFeed = () => apiRequest<CalendarFeed>("GET", "/api/user/calendar");

/** The member's personal feed URL (a secret: it works without a session). */
export const calendarFeedQueryOptions = () => queryOptions({ queryKey: ["/api/user/calendar"], queryFn: getCalendarFeed });

export const useCalendarFeed = () => useQuery(calendarFeedQueryOptions());
