import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Roundtable } from "@shared/types";
import { apiRequest } from "@/lib/api-client";

export const roundtableDetailsKey = ["/api/roundtables", "detail"] as const;

export const getRoundtable = (id: number) => apiRequest<Roundtable>("GET", `/api/roundtables/${id}`);

export const roundtableQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...roundtableDetailsKey, id], queryFn: () => getRoundtable(id) });

export const useRoundtable = (id: number, enabled = true) => useQuery({ ...roundtableQueryOptions(id), enabled });
