import { toast } from "@/components/ui/use-toast";
import { isUnauthorizedError, serverMessageOr } from "./api-client";
import { signInUrl } from "./return-path";

export const UNAUTHORIZED_REDIRECT_MS = 500;

/**
 * The Unauthorized notice, then back to / after 500 ms (docs/product.md, "Accounts and sign-in").
 * The page the member was on rides along (`/?next=...`), so signing in brings them back to it.
 */
export function redirectUnauthorized() {
  toast({ title: "Unauthorized", description: "You are logged out. Logging in again...", variant: "destructive" });
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  setTimeout(() => {
    window.location.href = signInUrl(here);
  }, UNAUTHORIZED_REDIRECT_MS);
}

/** Handles a 401 failure that way; returns true when it did, so the caller skips its own toast. */
export function handleUnauthorized(error: unknown): boolean {
  if (!isUnauthorizedError(error)) return false;
  redirectUnauthorized();
  return true;
}

/** A request's onError: the Unauthorized handling above, else an Error toast with the server's message or `fallback`. */
export function toastFailure(fallback: string) {
  return (error: unknown) => {
    if (handleUnauthorized(error)) return;
    toast({ title: "Error", description: serverMessageOr(error, fallback), variant: "destructive" });
  };
}
