import { deleteSubscription } from "./api/push-subscriptions";
import { currentSubscription, pushSupported } from "./browser-push";

/**
 * For sign-out, while the session still holds: ends this browser's push subscription on the
 * server and in the browser, so the next member on a shared computer doesn't get the last one's
 * pushes. Never rejects: signing out must not wait on push.
 */
export async function endPushOnThisDevice(): Promise<void> {
  try {
    if (!pushSupported()) return;
    const subscription = await currentSubscription();
    if (!subscription) return;
    await deleteSubscription(subscription.endpoint).catch(() => undefined);
    await subscription.unsubscribe();
  } catch {
    // Nothing to end, or the browser refused: the next member's switch claims the subscription anyway.
  }
}
