import { Mail } from "lucide-react";
import type { CurrentUser } from "@shared/types";
import { IconHeading } from "@/components/layout/icon-heading";
import { Card } from "@/components/ui/card";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/use-toast";
import { handleUnauthorized } from "@/lib/unauthorized";
import { useUpdateEmailPreference } from "../api/update-email-preference";

/** "Notifications by e-mail": mail follows this switch; the bell keeps every notification either way. */
export function EmailNotificationsCard({ user }: { user: Pick<CurrentUser, "emailNotifications"> }) {
  const update = useUpdateEmailPreference();
  // While saving, show the state being saved so the switch answers the click at once.
  const checked = (update.isPending ? update.variables?.emailNotifications : undefined) ?? user.emailNotifications;

  const change = (emailNotifications: boolean) =>
    update.mutate(
      { emailNotifications },
      {
        onSuccess: (saved) =>
          toast({
            title: saved.emailNotifications ? "Notifications by e-mail are on." : "Notifications by e-mail are off.",
            description: saved.emailNotifications ? undefined : "The bell still shows every notification.",
          }),
        onError: (error) => {
          if (handleUnauthorized(error)) return;
          toast({ title: "Error", description: "Failed to update your e-mail settings. Please try again.", variant: "destructive" });
        },
      },
    );

  return (
    <Card className="p-6 sm:p-8">
      <div className="flex items-start justify-between gap-4">
        <IconHeading
          icon={Mail}
          // "e-mail" stays whole: a narrow screen would otherwise break the line at its hyphen.
          title={
            <>
              Notifications by <span className="whitespace-nowrap">e-mail</span>
            </>
          }
          titleId="email-notifications-label"
          description="E-mail me when I'm added to or removed from a roundtable, get a seat from the waitlist, or a roundtable I'm in is cancelled or moved. The bell keeps every notification either way."
          descriptionId="email-notifications-hint"
        />
        <Switch
          checked={checked}
          onCheckedChange={change}
          disabled={update.isPending}
          aria-labelledby="email-notifications-label"
          aria-describedby="email-notifications-hint"
          className="mt-2"
        />
      </div>
    </Card>
  );
}
