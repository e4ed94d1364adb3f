/**
 * The sign-in, register and reset forms load when the visitor asks for one (they bring the form
 * and validation libraries), so the landing screen downloads only itself. The landing starts
 * fetching them as soon as it has painted, so a click rarely waits.
 */
import { LoadingStatus, Skeleton } from "@/components/ui/skeleton";
import { lazyWithFallback } from "@/lib/lazy-component";

function FormSkeleton() {
  return (
    <LoadingStatus className="mx-auto w-full max-w-lg space-y-4 px-4 py-10">
      <Skeleton className="h-8 w-24" />
      <Skeleton className="h-96" />
    </LoadingStatus>
  );
}

export const LoginForm = lazyWithFallback(() => import("./login-form").then((module) => module.LoginForm), <FormSkeleton />);
export const RegisterForm = lazyWithFallback(() => import("./register-form").then((module) => module.RegisterForm), <FormSkeleton />);
export const ResetPasswordForm = lazyWithFallback(() => import("./reset-password-form").then((module) => module.ResetPasswordForm), <FormSkeleton />);

/** Fetches the forms' code ahead of the first click. */
export function prefetchAuthForms(): void {
  LoginForm.preload();
  RegisterForm.preload();
  ResetPasswordForm.preload();
}
