import { useQuery } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiRequest } from "@/lib/api-client";
import { jsonResponse, renderWithProviders, stubApi } from "@/testing/render";
import { ServerReachabilityNotice } from "./server-reachability";

function Members() {
  const query = useQuery({ queryKey: ["/api/users"], queryFn: () => apiRequest<Array<{ name: string }>>("GET", "/api/users") });
  return <p>{query.data ? `${query.data.length} members` : "no members yet"}</p>;
}

describe("ServerReachabilityNotice", () => {
  it("when the API answers 503, then the calm retrying notice shows instead of the error, and the page reloads once health answers", async () => {
    let databaseBack = false;
    stubApi({
      "GET /api/users": () =>
        databaseBack ? jsonResponse([{ name: "Ada" }]) : jsonResponse({ message: "The service is temporarily unavailable." }, 503),
      "GET /api/health": () => (databaseBack ? jsonResponse({ status: "ok" }) : jsonResponse({ status: "unavailable" }, 503)),
    });
    renderWithProviders(
      <>
        <Members />
        <ServerReachabilityNotice />
      </>,
    );
    expect(await screen.findByRole("status")).toHaveTextContent("Can't reach the server. Retrying...");
    expect(screen.queryByText(/503/)).not.toBeInTheDocument();
    databaseBack = true;
    await waitFor(() => expect(screen.getByText("1 members")).toBeInTheDocument(), { timeout: 6000 });
    expect(screen.queryByText("Can't reach the server. Retrying...")).not.toBeInTheDocument();
  });

  it("when fetch gets no answer at all, then the notice shows", async () => {
    globalThis.fetch = (() => Promise.reject(new TypeError("Failed to fetch"))) as typeof fetch;
    renderWithProviders(
      <>
        <Members />
        <ServerReachabilityNotice />
      </>,
    );
    expect(await screen.findByRole("status")).toHaveTextContent("Can't reach the server. Retrying...");
  });

  it("when the API refuses the request itself (400), then no notice shows", async () => {
    stubApi({ "GET /api/users": () => jsonResponse({ message: "query must be text" }, 400) });
    renderWithProviders(
      <>
        <Members />
        <ServerReachabilityNotice />
      </>,
    );
    expect(await screen.findByText("no members yet")).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
