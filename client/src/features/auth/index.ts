/** What the app and pages may use of the auth feature. The forms load on demand (lazy-auth-forms). */
export { useLogout } from "./api/logout";
export { Landing } from "./components/landing";
export { LoginForm, RegisterForm, ResetPasswordForm } from "./components/lazy-auth-forms";
