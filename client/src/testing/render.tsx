/** Renders a component with the app's providers: a fresh query client and the toaster. */
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { render, type RenderOptions } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement, ReactNode } from "react";
import type { PublicUser } from "@shared/types";
import { Toaster } from "@/components/ui/toaster";
import { currentUserKey } from "@/lib/auth";
import { createQueryClient } from "@/lib/query-client";
import { buildMember } from "./build-member";

export function renderWithProviders(ui: ReactElement, options: RenderOptions & { queryClient?: QueryClient } = {}) {
  const queryClient = options.queryClient ?? createQueryClient();
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
    options,
  );
  return { ...result, user, queryClient };
}

/**
 * Renders as a signed-in member (a student unless told) without asking the API: the query client
 * already holds the member, and a rerender keeps the same client.
 */
export function renderAsMember(ui: ReactElement, member: PublicUser = buildMember({ userType: "student" })) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(currentUserKey, member);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return render(ui, { wrapper });
}

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/**
 * Answers the client's fetch calls from the test: the server is not in these component tests
 * (the server tests and the browser tests cover it), so each test says what the API returns.
 */
export function stubApi(routes: Record<string, Handler>) {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  const fetchStub = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init.method ?? "GET").toUpperCase();
    calls.push({ method, url: url.pathname + url.search, body: init.body ? parseBody(String(init.body)) : undefined });
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return jsonResponse({ message: `No stub for ${method} ${url.pathname}` }, 404);
    return handler(url, init);
  };
  globalThis.fetch = fetchStub as typeof fetch;
  return { calls };
}

/** A JSON body as its value; any other body (a CSV upload) as its text. */
function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
}
