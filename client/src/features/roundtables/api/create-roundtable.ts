import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Roundtable } from "@shared/types";
import type { CreateRoundtableRequest } from "@shared/validators/roundtables";
import { apiRequest } from "@/lib/api-client";
import { addParticipant } from "./add-participant";
import { invalidateRoundtables } from "./invalidate-roundtables";

export const createRoundtable = (body: CreateRoundtableRequest) => apiRequest<Roundtable>("POST", "/api/roundtables", body);

/**
 * Creates the roundtable, then adds each invitee (docs/product.md, "Roundtables"). An invitee who can't be
 * added (full table, wrong audience) is only logged; `invited` counts those who were.
 */
export async function createRoundtableWithInvitees({ body, inviteeIds }: { body: CreateRoundtableRequest; inviteeIds: number[] }) {
  const roundtable = await createRoundtable(body);
  let invited = 0;
  for (const userId of inviteeIds) {
    try {
      await addParticipant({ id: roundtable.id, userId });
      invited += 1;
    } catch (error) {
      console.warn(`Could not add invitee ${userId} to roundtable ${roundtable.id}`, error);
    }
  }
  return { roundtable, invited };
}

export function useCreateRoundtable() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRoundtableWithInvitees, onSuccess: () => invalidateRoundtables(queryClient) });
}
