/**
 * The one way the client talks to the API: JSON, cookies, and the error text "status: body" (the
 * body's `message` when the server sent one); docs/product.md, "API conventions".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's `message`, when it sent one. */
    readonly serverMessage: string | undefined,
    text: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** Seconds until a refused request may be asked again (a 429's or 503's Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super(text);
    this.name = "ApiError";
  }
}

/** The error a non-OK answer becomes, for a caller that fetches on its own (a file download). */
export async function toApiError(response: Response): Promise<ApiError> {
  const body = await response.text();
  let serverMessage: string | undefined;
  let fieldErrors: Record<string, string[]> | undefined;
  try {
    const parsed = JSON.parse(body) as { message?: unknown; errors?: Record<string, string[]> };
    if (typeof parsed.message === "string") serverMessage = parsed.message;
    fieldErrors = parsed.errors;
  } catch {
    // Not JSON: keep the raw text.
  }
  const retryAfter = Number(response.headers.get("Retry-After"));
  return new ApiError(
    response.status,
    serverMessage,
    `${response.status}: ${serverMessage ?? (body || response.statusText)}`,
    fieldErrors,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  );
}

export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  if (body === undefined) return send<T>(url, { method, headers: { Accept: "application/json" } });
  return send<T>(url, { method, headers: { "Content-Type": "application/json", Accept: "application/json" }, body: JSON.stringify(body) });
}

/** Sends a body as it is, with its own content type (a CSV upload), and reads a JSON answer. */
export function apiSendText<T = unknown>(method: string, url: string, text: string, contentType: string): Promise<T> {
  return send<T>(url, { method, headers: { "Content-Type": contentType, Accept: "application/json" }, body: text });
}

async function send<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, { ...init, credentials: "include" });
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export type Page<T> = { items: T[]; total: number };

/** A GET of a paged list: the items and the X-Total-Count header. */
export async function apiGetPage<T>(url: string): Promise<Page<T>> {
  const response = await fetch(url, { credentials: "include", headers: { Accept: "application/json" } });
  if (!response.ok) throw await toApiError(response);
  const items = (await response.json()) as T[];
  const total = Number(response.headers.get("X-Total-Count") ?? items.length);
  return { items, total };
}

/** Builds "path?a=1&b=2" from the set values, leaving out empty ones and "all". */
export function withQuery(path: string, params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === "" || value === "all") continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

/** The text a failure toast shows as "the server's message": the server's own words for a refusal, else the fallback. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage && error.status < 500 ? error.serverMessage : fallback;
}
