import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import type { CurrentUser } from "@shared/types";
import { SettingsCard } from "@/components/layout/settings-card";
import { PrivacyChoices, type PrivacyValues } from "@/components/privacy-choices";
import { toast } from "@/components/ui/use-toast";
import { toastFailure } from "@/lib/unauthorized";
import { useUpdatePrivacy, type PrivacyUpdate } from "../api/update-privacy";

/** What the toast says once a choice is saved: the effect, in the member's words. */
function savedText(change: PrivacyUpdate, saved: PrivacyValues): string {
  if (change.directoryVisibility !== undefined) {
    if (saved.directoryVisibility === "hidden") return "Nobody finds you in the directory now.";
    if (saved.directoryVisibility === "chapter") return "Only members of your chapter find you in the directory now.";
    return "All members can find you in the directory now.";
  }
  if (change.shareEmail !== undefined) {
    return saved.shareEmail ? "Members can see your e-mail address." : "Your e-mail address is hidden from other members.";
  }
  return saved.acceptMessages ? "Members can write to you through the app." : "Members can no longer write to you through the app.";
}

/** "Privacy": who finds me, who sees my e-mail, who may write to me; each click is saved at once. */
export function PrivacyCard({ user }: { user: Pick<CurrentUser, keyof PrivacyValues> }) {
  // Choices clicked but not saved yet: shown at once, dropped when saved (the member now holds them) or refused.
  const [unsaved, setUnsaved] = useState<PrivacyUpdate>({});
  const shown: PrivacyValues = {
    directoryVisibility: unsaved.directoryVisibility ?? user.directoryVisibility,
    shareEmail: unsaved.shareEmail ?? user.shareEmail,
    acceptMessages: unsaved.acceptMessages ?? user.acceptMessages,
  };

  const update = useUpdatePrivacy({
    onSuccess: (saved, change) => toast({ title: "Privacy settings saved", description: savedText(change, saved) }),
    onError: toastFailure("Failed to update your privacy settings. Please try again."),
    onSettled: (change) =>
      setUnsaved((current) => {
        const next = { ...current };
        for (const key of Object.keys(change) as Array<keyof PrivacyUpdate>) if (next[key] === change[key]) delete next[key];
        return next;
      }),
  });

  const change = (patch: PrivacyUpdate) => {
    setUnsaved((current) => ({ ...current, ...patch }));
    update.mutate(patch);
  };

  return (
    <SettingsCard
      icon={ShieldCheck}
      title="Privacy"
      titleId="privacy-card-title"
      description="Choose who finds you and how members may reach you. Changes are saved as you make them."
      busy={update.isPending}
    >
      <PrivacyChoices className="mt-6" values={shown} onChange={change} />
    </SettingsCard>
  );
}
