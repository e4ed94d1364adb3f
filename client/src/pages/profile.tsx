import { CalendarFeedCard } from "@/features/calendar";
import { EmailNotificationsCard } from "@/features/profile/components/email-notifications-card";
import { PasswordForm } from "@/features/profile/components/password-form";
import { ProfileForm } from "@/features/profile/components/profile-form";
import { useCurrentUser } from "@/lib/auth";

export function ProfilePage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <ProfileForm key={user.id} user={user} />
      <EmailNotificationsCard user={user} />
      <PasswordForm />
      <CalendarFeedCard />
    </div>
  );
}
