import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MemberRecord } from "@shared/types";
import { declineSchema, suspendSchema } from "@shared/validators/members";
import { apiRequest } from "@/lib/api-client";
import { invalidateMembers } from "./members-keys";

/** POST /api/members/:id/approve: a new member is in, or their change of chapter or role applies. */
export const approveMember = (id: number) => apiRequest<MemberRecord>("POST", `/api/members/${id}/approve`);

/** POST /api/members/:id/decline, with an optional note the member is e-mailed. */
export const declineMember = ({ id, note }: { id: number; note?: string }) =>
  apiRequest<MemberRecord>("POST", `/api/members/${id}/decline`, declineSchema.parse({ note }));

/** POST /api/staff/members/:id/suspend: their sessions end at once; the note says why. */
export const suspendMember = ({ id, note }: { id: number; note: string }) =>
  apiRequest<MemberRecord>("POST", `/api/staff/members/${id}/suspend`, suspendSchema.parse({ note }));

/** POST /api/staff/members/:id/reinstate: a declined or suspended member is approved again. */
export const reinstateMember = (id: number) => apiRequest<MemberRecord>("POST", `/api/staff/members/${id}/reinstate`);

function useMembersMutation<T>(mutationFn: (input: T) => Promise<MemberRecord>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => invalidateMembers(queryClient) });
}

export const useApproveMember = () => useMembersMutation(approveMember);
export const useDeclineMember = () => useMembersMutation(declineMember);
export const useSuspendMember = () => useMembersMutation(suspendMember);
export const useReinstateMember = () => useMembersMutation(reinstateMember);
