import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Roundtable } from "@shared/types";
import type { UpdateRoundtableRequest } from "@shared/validators/roundtables";
import { apiRequest } from "@/lib/api-client";
import { invalidateRoundtables } from "./invalidate-roundtables";

export const updateRoundtable = ({ id, body }: { id: number; body: UpdateRoundtableRequest }) =>
  apiRequest<Roundtable>("PUT", `/api/roundtables/${id}`, body);

export function useUpdateRoundtable() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRoundtable, onSuccess: () => invalidateRoundtables(queryClient) });
}
