/**
 * Where a member goes after signing in: the member page they opened while signed out, carried in
 * `/?next=...`. Only a path on this site is accepted, so the parameter can never send anyone to
 * another site (no open redirect).
 */
export const NEXT_PARAM = "next";

export function safeReturnPath(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return "/";
  try {
    const origin = window.location.origin;
    const url = new URL(raw, origin);
    if (url.origin !== origin) return "/";
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return "/";
  }
}

/** The return path carried by the current address, or "/". */
export function currentReturnPath(): string {
  return safeReturnPath(new URLSearchParams(window.location.search).get(NEXT_PARAM));
}

/** The signed-out screen, remembering `path` (the home page needs no reminder). */
export function signInUrl(path: string): string {
  const safe = safeReturnPath(path);
  return safe === "/" ? "/" : `/?${NEXT_PARAM}=${encodeURIComponent(safe)}`;
}
