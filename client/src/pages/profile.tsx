import { CalendarFeedCard } from "@/features/calendar";
import { PushOptIn } from "@/features/push";
import { EmailNotificationsCard, PasswordForm, PrivacyCard, ProfileForm, SignedInDevicesCard, YourDataCard } from "@/features/profile";
import { useCurrentUser } from "@/lib/auth";

export function ProfilePage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <ProfileForm key={user.id} user={user} />
      <PrivacyCard user={user} />
      <EmailNotificationsCard user={user} />
      <PushOptIn />
      <PasswordForm />
      <SignedInDevicesCard />
      <CalendarFeedCard />
      <YourDataCard />
    </div>
  );
}
