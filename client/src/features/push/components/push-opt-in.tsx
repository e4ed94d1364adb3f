import { BellRing } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { IconHeading } from "@/components/layout/icon-heading";
import { Card } from "@/components/ui/card";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { handleUnauthorized } from "@/lib/unauthorized";
import { getPushPublicKey } from "../api/push-public-key";
import { deleteSubscription, saveSubscription } from "../api/push-subscriptions";
import { currentSubscription, notificationPermission, pushSupported, subscribeBrowser, subscriptionBody } from "../browser-push";

type PushState = "checking" | "unsupported" | "denied" | "off" | "on";

export const PUSH_TEXTS = {
  title: "Notifications on this device",
  description:
    "A notification on this device when you get a seat, your roundtable moves or starts in 15 minutes, a seat at the door is yours, or you're invited to co-organize. The bell and e-mail still carry every notice.",
  unsupported: "This browser doesn't support notifications. On an iPhone or iPad, add English Convention to your Home Screen and open it from there.",
  denied: "Notifications are blocked for this site. Allow them in your browser's site settings, then turn this on.",
  notAllowed: "Notifications were not allowed. Turn the switch on again to be asked again.",
  on: "Notifications are on for this device.",
  off: "Notifications are off for this device.",
  failed: "Couldn't change notifications on this device. Please try again.",
} as const;

/** Reads what the browser holds now: can it push, did the member block it, is this browser subscribed. */
async function browserState(): Promise<{ state: PushState; subscription: PushSubscription | null }> {
  if (!pushSupported()) return { state: "unsupported", subscription: null };
  if (notificationPermission() === "denied") return { state: "denied", subscription: null };
  const subscription = await currentSubscription().catch(() => null);
  return { state: subscription && notificationPermission() === "granted" ? "on" : "off", subscription };
}

/**
 * "Notifications on this device": Web Push for the signed-in member (docs/product.md, "Push").
 * On asks the browser's permission, subscribes through the service worker and hands the
 * subscription to the server; off ends both. An unsupported or blocked browser is told so.
 */
export function PushOptIn() {
  const [state, setState] = useState<PushState>("checking");
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const hintId = useId();

  useEffect(() => {
    let live = true;
    void browserState().then(({ state: found, subscription }) => {
      if (!live) return;
      setState(found);
      // This browser's subscription belongs to whoever is signed in now (a shared computer): saying so again moves it to them.
      if (found === "on" && subscription) void saveSubscription(subscriptionBody(subscription)).catch(() => {});
    });
    return () => {
      live = false;
    };
  }, []);

  async function turnOn() {
    const permission = await Notification.requestPermission();
    if (permission !== "granted") {
      setState(permission === "denied" ? "denied" : "off");
      if (permission !== "denied") toast({ title: PUSH_TEXTS.notAllowed });
      return;
    }
    const { publicKey } = await getPushPublicKey();
    const subscription = await subscribeBrowser(publicKey);
    try {
      await saveSubscription(subscriptionBody(subscription));
    } catch (error) {
      // Not kept by the server: the browser's half goes too, so the switch says what is true.
      await subscription.unsubscribe().catch(() => false);
      throw error;
    }
    setState("on");
    toast({ title: PUSH_TEXTS.on });
  }

  async function turnOff() {
    const subscription = await currentSubscription();
    if (subscription) {
      await deleteSubscription(subscription.endpoint);
      await subscription.unsubscribe().catch(() => false);
    }
    setState("off");
    toast({ title: PUSH_TEXTS.off });
  }

  async function change(on: boolean) {
    setBusy(true);
    try {
      await (on ? turnOn() : turnOff());
    } catch (error) {
      if (!handleUnauthorized(error)) toast({ title: "Error", description: PUSH_TEXTS.failed, variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  const note = state === "unsupported" ? PUSH_TEXTS.unsupported : state === "denied" ? PUSH_TEXTS.denied : undefined;
  return (
    <Card className="p-6 sm:p-8">
      <div className="flex items-start justify-between gap-4">
        <IconHeading icon={BellRing} title={PUSH_TEXTS.title} titleId={titleId} description={PUSH_TEXTS.description} descriptionId={hintId} />
        <Switch
          checked={state === "on"}
          onCheckedChange={(on) => void change(on)}
          disabled={busy || state === "checking" || state === "unsupported" || state === "denied"}
          aria-busy={busy || state === "checking"}
          aria-labelledby={titleId}
          aria-describedby={note ? `${hintId} ${hintId}-note` : hintId}
          className="mt-2"
        />
      </div>
      {note && (
        <p id={`${hintId}-note`} className="mt-4 rounded-md bg-cardinal-soft px-3 py-2 text-sm text-ink">
          {note}
        </p>
      )}
    </Card>
  );
}
