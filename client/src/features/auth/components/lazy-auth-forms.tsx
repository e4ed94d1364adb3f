/**
 * The sign-in, register and reset forms load when the visitor asks for one (they bring the form
 * and validation libraries), so the landing screen downloads only itself. The landing starts
 * fetching them as soon as it has painted, so a click rarely waits.
 */
import { lazy, Suspense, type ComponentProps, type ComponentType } from "react";
import { Skeleton } from "@/components/ui/skeleton";

const loadLogin = () => import("./login-form").then((module) => ({ default: module.LoginForm }));
const loadRegister = () => import("./register-form").then((module) => ({ default: module.RegisterForm }));
const loadReset = () => import("./reset-password-form").then((module) => ({ default: module.ResetPasswordForm }));

/** Fetches the forms' code ahead of the first click. */
export function prefetchAuthForms(): void {
  void loadLogin();
  void loadRegister();
  void loadReset();
}

function FormSkeleton() {
  return (
    <div role="status" aria-live="polite" className="mx-auto w-full max-w-lg space-y-4 px-4 py-10">
      <span className="sr-only">Loading...</span>
      <Skeleton className="h-8 w-24" />
      <Skeleton className="h-96" />
    </div>
  );
}

function withSuspense<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function LazyForm(props: P) {
    return (
      <Suspense fallback={<FormSkeleton />}>
        <Component {...props} />
      </Suspense>
    );
  };
}

type LoginProps = ComponentProps<typeof import("./login-form").LoginForm>;
type RegisterProps = ComponentProps<typeof import("./register-form").RegisterForm>;
type ResetProps = ComponentProps<typeof import("./reset-password-form").ResetPasswordForm>;

export const LoginForm = withSuspense<LoginProps>(lazy(loadLogin));
export const RegisterForm = withSuspense<RegisterProps>(lazy(loadRegister));
export const ResetPasswordForm = withSuspense<ResetProps>(lazy(loadReset));
