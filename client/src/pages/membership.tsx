import { useLogout } from "@/features/auth";
import { ConfirmEmailScreen, MembershipFrame, WaitingScreen } from "@/features/members";
import { ProfileForm } from "@/features/profile";
import { useCurrentUser } from "@/lib/auth";
import { useDocumentTitle } from "@/lib/document-title";

/**
 * What a signed-in member sees until they are in, at every path: first "Confirm your e-mail",
 * then "Waiting for approval" with their profile (the server refuses every member page meanwhile).
 */
export function MembershipPage() {
  const { user } = useCurrentUser();
  const logout = useLogout();
  const confirmed = user?.emailConfirmed ?? false;
  useDocumentTitle(confirmed ? "Waiting for approval" : "Confirm your e-mail");
  if (!user) return null;
  return (
    <MembershipFrame onLogout={() => logout.mutate()} loggingOut={logout.isPending}>
      {confirmed ? <WaitingScreen user={user} profile={<ProfileForm key={user.id} user={user} headingLevel="h2" />} /> : <ConfirmEmailScreen user={user} />}
    </MembershipFrame>
  );
}
