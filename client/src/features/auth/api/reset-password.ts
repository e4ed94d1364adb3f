import { useMutation } from "@tanstack/react-query";
import type { ResetCodeRequest, ResetPasswordRequest } from "@shared/validators/auth";
import { apiRequest } from "@/lib/api-client";

type Message = { message: string };

/** Step one: mail a one-time code (the answer is the same whether or not the e-mail is known). */
export const requestResetCode = (body: ResetCodeRequest) => apiRequest<Message>("POST", "/api/auth/reset-password/request", body);

/** Step two: the code and the new password. */
export const resetPassword = (body: ResetPasswordRequest) => apiRequest<Message>("POST", "/api/auth/reset-password", body);

export const useRequestResetCode = () => useMutation({ mutationFn: requestResetCode });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
