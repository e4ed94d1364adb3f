import { useMutation } from "@tanstack/react-query";
import type { MemberMessage } from "@shared/validators/users";
import { apiRequest } from "@/lib/api-client";

export type SendMessageRequest = { recipientId: number; message: MemberMessage };

export const sendMessage = ({ recipientId, message }: SendMessageRequest) =>
  apiRequest<{ message: string }>("POST", `/api/users/${recipientId}/message`, message);

export function useSendMessage() {
  return useMutation({ mutationFn: sendMessage });
}
