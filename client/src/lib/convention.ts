import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "./api-client";

/** The configured convention (GET /api/convention), shared by the landing and the dashboard. */
export type Convention = { name: string; city: string; startDate: string; endDate: string; timeZone: string };

export const conventionQueryOptions = () =>
  queryOptions({ queryKey: ["/api/convention"], queryFn: () => apiRequest<Convention>("GET", "/api/convention") });

export const useConvention = () => useQuery(conventionQueryOptions());

/** "March 29 – April 1, 2026" from the configured days (plain dates, no time zone shift). */
export function formatConventionDates(convention: Pick<Convention, "startDate" | "endDate">): string {
  const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
  const monthDay = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", timeZone: "UTC" });
  const year = new Intl.DateTimeFormat("en-US", { year: "numeric", timeZone: "UTC" });
  return `${monthDay.format(day(convention.startDate))} – ${monthDay.format(day(convention.endDate))}, ${year.format(day(convention.endDate))}`;
}
