import { useMutation } from "@tanstack/react-query";
import { toApiError } from "@/lib/api-client";

export const EXPORT_URL = "/api/auth/user/export";
const FALLBACK_NAME = "english-convention-my-data.json";

/** The file name the server gives the attachment, else a plain one. */
export function attachmentName(disposition: string | null): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  if (!match?.[1]) return FALLBACK_NAME;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}

/**
 * Fetched rather than linked, so a refusal (signed out, too many downloads) becomes a toast
 * instead of a page of JSON, then handed to the browser as a file download.
 */
export async function downloadMyData(): Promise<string> {
  const response = await fetch(EXPORT_URL, { credentials: "include", headers: { Accept: "application/json" } });
  if (!response.ok) throw await toApiError(response);
  const name = attachmentName(response.headers.get("Content-Disposition"));
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The browser has taken the file once the click ran; a moment later the memory can go.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return name;
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
