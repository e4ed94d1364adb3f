import { queryOptions, useQuery } from "@tanstack/react-query";
import { CONVENTION_DATA_ELEMENT_ID } from "@shared/constants";
import type { Convention } from "@shared/types";
import { apiRequest } from "./api-client";
import { now } from "./clock";
import { changesClosedReason, proposalsClosedReason, seatsClosedReason } from "./date-rules";

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

/** The current convention (GET /api/convention, public), shared by the landing, the dashboard and every page's date rules. */
export const conventionQueryOptions = () => {
  const inPage = conventionInPage();
  return queryOptions({
    queryKey: ["/api/convention"],
    queryFn: () => apiRequest<Convention>("GET", "/api/convention"),
    // The page's copy is as fresh as the page; staff changes made since come with the next visit.
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

/** Why a new roundtable can't be proposed now (the call closed, the convention over), or null. */
export function useProposalsClosedReason(): string | null {
  const { data } = useConvention();
  return proposalsClosedReason(data, now());
}

/** Why members can no longer join or leave a roundtable (over, started, an earlier convention), or null. */
export function useSeatsClosedReason(roundtable: Parameters<typeof seatsClosedReason>[0] | undefined): string | null {
  const { data } = useConvention();
  return roundtable ? seatsClosedReason(roundtable, data, now()) : null;
}

/** Why the organizer can no longer edit or delete a roundtable (over, an earlier convention), or null. */
export function useChangesClosedReason(roundtable: Parameters<typeof changesClosedReason>[0] | null | undefined): string | null {
  const { data } = useConvention();
  return roundtable ? changesClosedReason(roundtable, data, now()) : null;
}
