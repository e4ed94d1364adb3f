import { ApiError } from "@/lib/api-client";

/** What a failed check-in says: the server's reason, or that the network is down and nothing was saved. */
export function checkInRefusal(error: unknown): string {
  if (error instanceof ApiError && error.serverMessage && error.status < 500) return error.serverMessage;
  if (error instanceof TypeError || (error instanceof ApiError && error.status >= 502)) {
    return "Not saved: the app can't reach the server. Check in again once you're back online.";
  }
  return "Not saved: something went wrong. Please try again.";
}
