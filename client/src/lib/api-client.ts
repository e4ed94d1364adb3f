import { noteRead } from "./offline-data";

/**
 * The one way the client talks to the API: JSON, cookies, and the error text "status: body" (the
 * body's `message` when the server sent one); docs/product.md, "API conventions". A refusal's
 * `code` says why (docs/api-errors.md): the client decides by it, never by the message's text.
 */
import { isErrorCode, type ErrorCode } from "@shared/error-codes";
import { ERROR_WORDS } from "./error-words";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's `message`, when it sent one. */
    readonly serverMessage: string | undefined,
    text: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** Seconds until a refused request may be asked again (a 429's or 503's Retry-After). */
    readonly retryAfterSeconds?: number,
    /** Why the server refused, when it said (docs/api-errors.md). */
    readonly code?: ErrorCode,
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
  let code: ErrorCode | undefined;
  try {
    const parsed = JSON.parse(body) as { message?: unknown; code?: unknown; errors?: Record<string, string[]> };
    if (typeof parsed.message === "string") serverMessage = parsed.message;
    if (isErrorCode(parsed.code)) code = parsed.code;
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
    code,
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

/** What a change asked for while the device is offline answers, in the member's words (status 0: no server answered). */
export const OFFLINE_MESSAGE = "You're offline. This needs a connection: try again when you're back online.";

export class OfflineError extends ApiError {
  constructor() {
    super(0, OFFLINE_MESSAGE, `0: ${OFFLINE_MESSAGE}`);
    this.name = "OfflineError";
  }
}

async function send<T>(url: string, init: RequestInit): Promise<T> {
  // Reads may come from the service worker's cache; a change can't, so it says so at once.
  if (init.method !== "GET" && typeof navigator !== "undefined" && navigator.onLine === false) throw new OfflineError();
  const response = await fetch(url, { ...init, credentials: "include" });
  if (!response.ok) throw await toApiError(response);
  if (init.method === "GET") noteRead(url, response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export type Page<T> = { items: T[]; total: number };

/** A GET of a paged list: the items and the X-Total-Count header. */
export async function apiGetPage<T>(url: string): Promise<Page<T>> {
  const response = await fetch(url, { credentials: "include", headers: { Accept: "application/json" } });
  if (!response.ok) throw await toApiError(response);
  noteRead(url, response);
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

/** True when the server refused for this reason (docs/api-errors.md). */
export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return error instanceof ApiError && error.code === code;
}

/** Signed out (or the session ended): the one 401 the client answers by signing in again; a wrong password is not it. */
export function isUnauthorizedError(error: unknown): boolean {
  return hasErrorCode(error, "not_signed_in");
}

/**
 * The one place an error becomes words: the client's own words for its code (error-words.ts),
 * else the server's own words for a refusal, else the fallback (our failure, or no answer).
 */
export function errorWords(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const own = error.code && ERROR_WORDS[error.code];
  if (own) return own;
  return error.serverMessage && error.status < 500 ? error.serverMessage : fallback;
}

/** The text a failure toast shows as "the server's message" (errorWords, under the name its callers know). */
export const serverMessageOr = errorWords;
