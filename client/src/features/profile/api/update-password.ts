import { useMutation } from "@tanstack/react-query";
import type { PasswordChangeRequest } from "@shared/validators/auth";
import { apiRequest } from "@/lib/api-client";

export const updatePassword = (body: PasswordChangeRequest) =>
  apiRequest<{ message: string }>("POST", "/api/auth/update-password", body);

export const useUpdatePassword = () => useMutation({ mutationFn: updatePassword });
