import { queryOptions, useQuery } from "@tanstack/react-query";
import { CONVENTION_DATA_ELEMENT_ID } from "@shared/constants";
import type { Convention } from "@shared/types";
import { apiRequest } from "./api-client";

export type { Convention };

/**
 * The convention the server wrote into the page (the production build), so the first paint shows
 * it; undefined in development and tests, where it is fetched.
 */
function conventionInPage(): Convention | undefined {
  const text = document.getElementById(CONVENTION_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Convention;
  } catch {
    return undefined;
  }
}

/** The configured convention (GET /api/convention), shared by the landing and the dashboard. */
export const conventionQueryOptions = () => {
  const inPage = conventionInPage();
  return queryOptions({
    queryKey: ["/api/convention"],
    queryFn: () => apiRequest<Convention>("GET", "/api/convention"),
    // It changes only with the server's configuration, which also rewrites the page.
    ...(inPage ? { initialData: inPage, staleTime: Infinity } : {}),
  });
};

export const useConvention = () => useQuery(conventionQueryOptions());

/** "March 29 – April 1, 2026" from the configured days (plain dates, no time zone shift). */
export function formatConventionDates(convention: Pick<Convention, "startDate" | "endDate">): string {
  const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
  const monthDay = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", timeZone: "UTC" });
  const year = new Intl.DateTimeFormat("en-US", { year: "numeric", timeZone: "UTC" });
  return `${monthDay.format(day(convention.startDate))} – ${monthDay.format(day(convention.endDate))}, ${year.format(day(convention.endDate))}`;
}
