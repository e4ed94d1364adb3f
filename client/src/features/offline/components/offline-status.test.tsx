import { onlineManager } from "@tanstack/react-query";
import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiRequest } from "@/lib/api-client";
import { FROM_CACHE_HEADER } from "@/lib/offline-caches";
import { resetDataTimes } from "@/lib/offline-data";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { formatUpdatedAt, OfflineStatus } from "./offline-status";

beforeEach(resetDataTimes);
afterEach(() => onlineManager.setOnline(true));

// "Today" is the app's clock (TEST_NOW, March 1, 18:00 UTC); the label speaks the device's zone.
const CACHED_AT = "Sun, 01 Mar 2026 10:42:00 GMT";
const shown = (httpDate: string) => `Offline · updated ${formatUpdatedAt(Date.parse(httpDate))}`;

describe("OfflineStatus", () => {
  it("when the page's data came fresh from the network, then nothing shows", async () => {
    stubApi({ "GET /api/user/agenda": () => jsonResponse({ items: [] }, 200, { Date: CACHED_AT }) });
    await apiRequest("GET", "/api/user/agenda");
    renderWithProviders(<OfflineStatus paths={["/api/user/agenda"]} />);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("when the service worker answered from its cache, then it says Offline with the time the data was fetched", async () => {
    stubApi({ "GET /api/user/agenda": () => jsonResponse({ items: [] }, 200, { Date: CACHED_AT, [FROM_CACHE_HEADER]: "1" }) });
    renderWithProviders(<OfflineStatus paths={["/api/user/agenda"]} />);
    await act(() => apiRequest("GET", "/api/user/agenda"));
    expect(screen.getByRole("status")).toHaveTextContent(shown(CACHED_AT));
  });

  it("when the device goes offline, then it says so with the time of the data shown, and goes away back online", async () => {
    stubApi({ "GET /api/program/sessions": () => jsonResponse([]) });
    await apiRequest("GET", "/api/program/sessions");
    renderWithProviders(<OfflineStatus paths={["/api/program/sessions"]} />);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    act(() => onlineManager.setOnline(false));
    expect(screen.getByRole("status")).toHaveTextContent(shown("Sun, 01 Mar 2026 18:00:00 GMT"));
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("when another day's data shows, then the label names the day", async () => {
    stubApi({ "GET /api/user/agenda": () => jsonResponse({ items: [] }, 200, { Date: "Sat, 28 Feb 2026 21:05:00 GMT", [FROM_CACHE_HEADER]: "1" }) });
    await apiRequest("GET", "/api/user/agenda");
    renderWithProviders(<OfflineStatus paths={["/api/user/agenda"]} />);
    expect(screen.getByRole("status")).toHaveTextContent(shown("Sat, 28 Feb 2026 21:05:00 GMT"));
  });

  it("when the time is formatted, then today's reads show the time, another day's the day too", () => {
    const today = new Date("2026-03-01T18:00:00Z");
    expect(formatUpdatedAt(Date.parse(CACHED_AT), today, "UTC")).toBe("10:42 AM");
    expect(formatUpdatedAt(Date.parse("2026-02-28T21:05:00Z"), today, "UTC")).toBe("Feb 28, 9:05 PM");
    // The device's zone decides the hour: 21:05 UTC on February 28 was 3:05 PM in New Orleans.
    expect(formatUpdatedAt(Date.parse("2026-02-28T21:05:00Z"), today, "America/Chicago")).toBe("Feb 28, 3:05 PM");
  });
});
