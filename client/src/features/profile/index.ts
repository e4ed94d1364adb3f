/** The Profile page's cards. */
export { EmailNotificationsCard } from "./components/email-notifications-card";
export { PasswordForm } from "./components/password-form";
export { ProfileForm } from "./components/profile-form";
export { PrivacyCard } from "./components/privacy-card";
export { SignedInDevicesCard } from "./components/signed-in-devices-card";
export { YourDataCard } from "./components/your-data-card";
