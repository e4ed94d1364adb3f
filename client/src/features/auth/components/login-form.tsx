import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { loginSchema } from "@shared/validators/auth";
import type { z } from "zod";
import { SubmitButton } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast, toastAfterReload } from "@/components/ui/use-toast";
import { ApiError, serverMessageOr } from "@/lib/api-client";
import { currentReturnPath } from "@/lib/return-path";
import { useLogin } from "../api/login";
import { AuthCard, TextLink } from "./auth-card";

type LoginFormValues = z.input<typeof loginSchema>;

type LoginFormProps = {
  onBack: () => void;
  onRegister: () => void;
  onForgotPassword: () => void;
  onSignedIn?: () => void;
  /** After a password reset: the account's e-mail, so only the new password is left to type. */
  initialEmail?: string;
};

export function LoginForm({ onBack, onRegister, onForgotPassword, onSignedIn = goHome, initialEmail = "" }: LoginFormProps) {
  const login = useLogin();
  const form = useForm<LoginFormValues, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    mode: "onChange",
    defaultValues: { email: initialEmail, password: "" },
  });
  const { errors } = form.formState;
  // A declined or suspended member is refused with the reason (and the note, when one was given):
  // it stays on the form, where a toast would be gone in five seconds.
  const [refusal, setRefusal] = useState<string>();

  const onSubmit = form.handleSubmit((values) => {
    setRefusal(undefined);
    login.mutate(values, {
      onSuccess: () => {
        toastAfterReload({ title: "Login Successful!", description: "Welcome back!" });
        onSignedIn();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 403 && error.serverMessage) setRefusal(error.serverMessage);
        toast({ title: "Login Failed", description: serverMessageOr(error, "Invalid email or password"), variant: "destructive" });
      },
    });
  });

  return (
    <AuthCard
      title="Log In"
      description="Welcome back. Sign in to find your roundtables."
      onBack={onBack}
      footer={
        <>
          <p>
            New here? <TextLink onClick={onRegister}>Create an account</TextLink>
          </p>
          <p>
            <TextLink onClick={onForgotPassword}>Forgot your password?</TextLink>
          </p>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {refusal && (
          <p role="alert" className="rounded-lg border border-danger/30 bg-danger-soft p-3 text-sm text-danger">
            {refusal}
          </p>
        )}
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" placeholder="you@university.edu" {...form.register("email")} />
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register("password")} />
        </FormField>
        <SubmitButton pending={login.isPending} pendingLabel="Signing In...">Log In</SubmitButton>
      </form>
    </AuthCard>
  );
}

/**
 * A full page load, so every cache starts from the signed-in state: to the page the member asked
 * for while signed out, else the dashboard.
 */
function goHome() {
  window.location.href = currentReturnPath();
}
