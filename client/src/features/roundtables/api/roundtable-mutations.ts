/** The roundtable changes (SPEC.md section 7); each refreshes every roundtable query on success. */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JoinResponse, Roundtable, RoundtableParticipant } from "@shared/types";
import type { CreateRoundtableRequest, UpdateRoundtableRequest } from "@shared/validators/roundtables";
import { apiRequest } from "@/lib/api-client";
import { invalidateRoundtables } from "./keys";

export const createRoundtable = (body: CreateRoundtableRequest) => apiRequest<Roundtable>("POST", "/api/roundtables", body);
export const updateRoundtable = (id: number, body: UpdateRoundtableRequest) => apiRequest<Roundtable>("PUT", `/api/roundtables/${id}`, body);
export const deleteRoundtable = (id: number) => apiRequest("DELETE", `/api/roundtables/${id}`);
export const joinRoundtable = (id: number) => apiRequest<JoinResponse>("POST", `/api/roundtables/${id}/join`);
export const leaveRoundtable = (id: number) => apiRequest("POST", `/api/roundtables/${id}/leave`);
export const addParticipant = (id: number, userId: number) =>
  apiRequest<RoundtableParticipant>("POST", `/api/roundtables/${id}/participants/${userId}`);
export const removeParticipant = (id: number, userId: number) => apiRequest("DELETE", `/api/roundtables/${id}/participants/${userId}`);

function useRoundtableMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateRoundtables(queryClient) });
}

export const useUpdateRoundtable = () =>
  useRoundtableMutation(({ id, body }: { id: number; body: UpdateRoundtableRequest }) => updateRoundtable(id, body));
export const useDeleteRoundtable = () => useRoundtableMutation((id: number) => deleteRoundtable(id));
export const useJoinRoundtable = () => useRoundtableMutation((id: number) => joinRoundtable(id));
export const useLeaveRoundtable = () => useRoundtableMutation((id: number) => leaveRoundtable(id));
export const useAddParticipant = () =>
  useRoundtableMutation(({ id, userId }: { id: number; userId: number }) => addParticipant(id, userId));
export const useRemoveParticipant = () =>
  useRoundtableMutation(({ id, userId }: { id: number; userId: number }) => removeParticipant(id, userId));

/**
 * Creates the roundtable, then adds each invitee (SPEC.md section 4): an invitee who can't be
 * added is only logged; the result says how many were.
 */
export function useCreateRoundtable() {
  return useRoundtableMutation(async ({ body, inviteeIds }: { body: CreateRoundtableRequest; inviteeIds: number[] }) => {
    const roundtable = await createRoundtable(body);
    let invited = 0;
    for (const userId of inviteeIds) {
      try {
        await addParticipant(roundtable.id, userId);
        invited += 1;
      } catch (error) {
        console.warn(`Could not add invitee ${userId} to roundtable ${roundtable.id}`, error);
      }
    }
    return { roundtable, invited };
  });
}
