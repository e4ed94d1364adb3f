/** The Profile page's cards. */
export { EmailNotificationsCard } from "./components/email-notifications-card";
export { PasswordForm } from "./components/password-form";
export { ProfileForm } from "./components/profile-form";
