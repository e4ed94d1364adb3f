import type { PushPublicKey } from "@shared/validators/push";
import { apiRequest } from "@/lib/api-client";

/** The app's VAPID public key: the same forever, so it is read once per page when a member turns pushes on. */
export const getPushPublicKey = () => apiRequest<PushPublicKey>("GET", "/api/push/public-key");
