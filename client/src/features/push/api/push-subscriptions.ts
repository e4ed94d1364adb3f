import type { PushSubscriptionInput } from "@shared/validators/push";
import { apiRequest } from "@/lib/api-client";

/** Hands the browser's subscription to the server: pushes for the signed-in member go to it. */
export const saveSubscription = (subscription: PushSubscriptionInput) => apiRequest<{ message: string }>("POST", "/api/push/subscriptions", subscription);

/** Ends the member's subscription at this endpoint on the server. */
export const deleteSubscription = (endpoint: string) => apiRequest<void>("DELETE", "/api/push/subscriptions", { endpoint });
