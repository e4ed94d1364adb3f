import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { resetCodeRequestSchema, resetPasswordFormSchema, type ResetPasswordForm as ResetValues } from "@shared/validators/auth";
import { SubmitButton } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { serverMessageOr } from "@/lib/api-client";
import { useRequestResetCode, useResetPassword } from "../api/reset-password";
import { AuthCard, TextLink } from "./auth-card";

/** `onLogin` takes the e-mail whose password was just reset, so the login form starts with it. */
type ResetPasswordFormProps = { onBack: () => void; onLogin: (email?: string) => void };

/** Two steps: the e-mail gets a one-time code, then code + new password (docs/product.md, "Accounts and sign-in"). */
export function ResetPasswordForm({ onBack, onLogin }: ResetPasswordFormProps) {
  const [email, setEmail] = useState<string | null>(null);
  return (
    <AuthCard
      title="Reset Password"
      description={
        email
          ? `If ${email} belongs to an account, we sent it a 6-digit code. It is valid for 15 minutes.`
          : "Enter your account's e-mail and we'll send you a one-time code."
      }
      onBack={onBack}
      footer={
        <p>
          Remembered it? <TextLink onClick={() => onLogin()}>Back to login</TextLink>
        </p>
      }
    >
      {email ? <CodeStep email={email} onDone={() => onLogin(email)} onRestart={() => setEmail(null)} /> : <EmailStep onSent={setEmail} />}
    </AuthCard>
  );
}

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const requestCode = useRequestResetCode();
  const form = useForm<z.input<typeof resetCodeRequestSchema>, unknown, z.output<typeof resetCodeRequestSchema>>({
    resolver: zodResolver(resetCodeRequestSchema),
    mode: "onChange",
    defaultValues: { email: "" },
  });
  const onSubmit = form.handleSubmit((values) =>
    requestCode.mutate(values, {
      onSuccess: () => onSent(values.email),
      onError: (error) =>
        toast({ title: "Reset Failed", description: serverMessageOr(error, "Failed to reset password. Please try again."), variant: "destructive" }),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField label="Email" error={form.formState.errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="you@university.edu" {...form.register("email")} />
      </FormField>
      <SubmitButton pending={requestCode.isPending} pendingLabel="Sending...">Send reset code</SubmitButton>
    </form>
  );
}

function CodeStep({ email, onDone, onRestart }: { email: string; onDone: () => void; onRestart: () => void }) {
  const resetPassword = useResetPassword();
  const form = useForm<ResetValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: "onChange",
    defaultValues: { email, code: "", newPassword: "", confirmPassword: "" },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ confirmPassword: _confirm, ...values }) =>
    resetPassword.mutate(values, {
      onSuccess: () => {
        toast({
          title: "Password Reset",
          description: "Your password has been reset successfully! You can now log in with your new password.",
        });
        onDone();
      },
      onError: (error) =>
        toast({ title: "Reset Failed", description: serverMessageOr(error, "Failed to reset password. Please try again."), variant: "destructive" }),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField label="Reset Code" error={errors.code?.message}>
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="123456" {...form.register("code")} />
      </FormField>
      <FormField label="New Password" error={errors.newPassword?.message} hint="At least 8 characters">
        <Input type="password" autoComplete="new-password" {...form.register("newPassword", { deps: ["confirmPassword"] })} />
      </FormField>
      <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
      </FormField>
      <SubmitButton pending={resetPassword.isPending} pendingLabel="Resetting...">Reset Password</SubmitButton>
      <p className="text-center text-sm text-ink-muted">
        No code? <TextLink onClick={onRestart}>Send a new one</TextLink>
      </p>
    </form>
  );
}
