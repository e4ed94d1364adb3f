import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Chapter } from "@shared/types";
import { apiRequest } from "@/lib/api-client";

export const getChapters = () => apiRequest<Chapter[]>("GET", "/api/chapters");

export const chaptersQueryOptions = () => queryOptions({ queryKey: ["/api/chapters"], queryFn: getChapters });

/** The register form asks only while it is open, and retries 3 times 1 s apart (docs/product.md, "Accounts and sign-in"). */
export function useChapters(options: { enabled?: boolean; retryForRegister?: boolean } = {}) {
  return useQuery({
    ...chaptersQueryOptions(),
    enabled: options.enabled ?? true,
    ...(options.retryForRegister ? { retry: 3, retryDelay: 1000 } : {}),
  });
}
