/**
 * When the server can't be reached (the network is down, or the API answers 502/503/504 while its
 * database is away), the member sees one calm notice, "Can't reach the server. Retrying...",
 * instead of raw error text, and the app retries on its own: it asks /api/health until the
 * server answers, then reloads whatever failed. This is the one automatic retry the client makes.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ApiError } from "./api-client";

/** Seconds between health checks while the server is away, unless it asks for another pace. */
const DEFAULT_RETRY_SECONDS = 5;

/** True for a failure that says nothing about the request itself: the server is away. */
export function isServerUnreachable(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 502 || error.status === 503 || error.status === 504;
  // fetch rejects with a TypeError when there is no answer at all.
  return error instanceof TypeError;
}

/** Retry policy for queries: only when the server is away, a few times, a few seconds apart. */
export function retryWhileUnreachable(failureCount: number, error: unknown): boolean {
  return isServerUnreachable(error) && failureCount < 3;
}

async function serverAnswers(): Promise<{ ok: boolean; retryAfter: number }> {
  try {
    const response = await fetch("/api/health", { headers: { Accept: "application/json" }, cache: "no-store" });
    const retryAfter = Number(response.headers.get("Retry-After")) || DEFAULT_RETRY_SECONDS;
    return { ok: response.ok, retryAfter: Math.min(Math.max(retryAfter, 1), 30) };
  } catch {
    return { ok: false, retryAfter: DEFAULT_RETRY_SECONDS };
  }
}

/** The notice, mounted once beside the toaster. Renders nothing while the server answers. */
export function ServerReachabilityNotice() {
  const queryClient = useQueryClient();
  const [unreachable, setUnreachable] = useState(false);

  useEffect(() => {
    const onQuery = queryClient.getQueryCache().subscribe((event) => {
      const { error, fetchFailureReason } = event.query.state;
      if (isServerUnreachable(error) || isServerUnreachable(fetchFailureReason)) setUnreachable(true);
    });
    const onMutation = queryClient.getMutationCache().subscribe((event) => {
      if (event.mutation && isServerUnreachable(event.mutation.state.error)) setUnreachable(true);
    });
    return () => {
      onQuery();
      onMutation();
    };
  }, [queryClient]);

  useEffect(() => {
    if (!unreachable) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async (delaySeconds: number) => {
      timer = setTimeout(async () => {
        const { ok, retryAfter } = await serverAnswers();
        if (stopped) return;
        if (!ok) return void check(retryAfter);
        setUnreachable(false);
        // Reload what failed while the server was away; queries that worked keep their data.
        await queryClient.refetchQueries({ predicate: (query) => query.state.status === "error" });
      }, delaySeconds * 1000);
    };
    void check(2);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [unreachable, queryClient]);

  if (!unreachable) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-x-0 top-0 z-50 flex justify-center px-4 pt-3"
    >
      <p className="flex max-w-full items-center gap-3 rounded-lg border border-line bg-white px-4 py-2 text-sm text-ink shadow-lg">
        <span aria-hidden="true" className="size-4 shrink-0 animate-spin rounded-full border-2 border-line border-t-cardinal" />
        Can't reach the server. Retrying...
      </p>
    </div>
  );
}
