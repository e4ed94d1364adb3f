import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { CurrentUser } from "@shared/types";
import { confirmEmailSchema, type ConfirmEmailRequest } from "@shared/validators/members";
import { Button, SubmitButton } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { ApiError, hasErrorCode, serverMessageOr } from "@/lib/api-client";
import { currentUserKey } from "@/lib/auth";
import { handleUnauthorized } from "@/lib/unauthorized";
import { useConfirmEmail, useResendConfirmation } from "../api/confirm-email";
import { ScreenIcon } from "./screen-icon";
import { SetupCodeDisclosure } from "./setup-code-disclosure";

/** "Confirm your e-mail": the code mailed at sign-up, a new one when asked, within the rate limit. */
export function ConfirmEmailScreen({ user }: { user: Pick<CurrentUser, "email"> }) {
  const confirm = useConfirmEmail();
  const queryClient = useQueryClient();
  const form = useForm<ConfirmEmailRequest>({ resolver: zodResolver(confirmEmailSchema), mode: "onSubmit", defaultValues: { code: "" } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ code }) =>
    confirm.mutate(code, {
      onSuccess: () => toast({ title: "E-mail confirmed", description: `Thank you: ${user.email} is confirmed.` }),
      onError: (error) => {
        if (handleUnauthorized(error)) return;
        // Confirmed meanwhile (in another tab): the refreshed member moves on to the next screen.
        if (hasErrorCode(error, "already_confirmed")) return void queryClient.invalidateQueries({ queryKey: currentUserKey });
        // A wrong, expired or used-up code: the server says which, beside the field.
        form.setError("code", { message: serverMessageOr(error, "Failed to confirm your e-mail. Please try again.") }, { shouldFocus: true });
      },
    }),
  );

  return (
    <div className="mx-auto max-w-lg space-y-6">
    <Card className="p-6 sm:p-8">
      <div className="mb-6 space-y-3">
        <ScreenIcon icon={MailCheck} className="bg-cardinal-soft text-cardinal" />
        <h1 className="font-serif text-2xl font-bold text-ink">Confirm your e-mail</h1>
        <p className="text-sm text-ink-soft">
          We sent a 6-digit code to <strong className="break-all font-semibold text-ink">{user.email}</strong>. Enter it below to
          confirm the address is yours. The code is valid for 15 minutes.
        </p>
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField label="Confirmation code" error={errors.code?.message} hint="Six digits, from the e-mail we sent you">
          <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} placeholder="123456" autoFocus {...form.register("code")} />
        </FormField>
        <SubmitButton pending={confirm.isPending} pendingLabel="Confirming...">Confirm</SubmitButton>
      </form>
      <ResendCode email={user.email} />
    </Card>
    <SetupCodeDisclosure />
    </div>
  );
}

/** Send a new code; when the server refuses for now (429), it says until when and the button waits. */
function ResendCode({ email }: { email: string }) {
  const resend = useResendConfirmation();
  const [notice, setNotice] = useState<{ text: string; refused: boolean } | null>(null);
  const [blockedUntil, setBlockedUntil] = useState<number | null>(null);

  useEffect(() => {
    if (blockedUntil === null) return;
    const timer = setTimeout(() => setBlockedUntil(null), Math.max(0, blockedUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [blockedUntil]);

  const send = () =>
    resend.mutate(undefined, {
      onSuccess: (answer) => {
        const sent = answer?.message ?? `We have sent a new code to ${email}. It is valid for 15 minutes.`;
        setNotice({ text: `${sent} Codes sent before it no longer work.`, refused: false });
        toast({ title: "New code sent", description: `Check ${email} for a new 6-digit code.` });
      },
      onError: (error) => {
        if (handleUnauthorized(error)) return;
        const limited = error instanceof ApiError && error.status === 429;
        const waitSeconds = limited ? error.retryAfterSeconds : undefined;
        if (waitSeconds) setBlockedUntil(Date.now() + waitSeconds * 1000);
        // The server's refusal says when to ask again; without its words, the Retry-After does.
        const fallback = waitSeconds ? askAgainIn(waitSeconds) : "Failed to send a new code. Please try again.";
        setNotice({ text: serverMessageOr(error, fallback), refused: true });
      },
    });

  return (
    <div className="mt-6 space-y-3 border-t border-line pt-5 text-sm text-ink-soft">
      <p>No e-mail after a few minutes, or the code expired? Check your spam folder, or ask for a new one.</p>
      <Button variant="secondary" className="w-full" onClick={send} disabled={resend.isPending || blockedUntil !== null}>
        {resend.isPending ? "Sending..." : "Send a new code"}
      </Button>
      <p role="status" className={notice?.refused ? "text-danger" : "text-ink-soft"}>
        {notice?.text}
      </p>
    </div>
  );
}

/** "You can ask for a new code again in 3 minutes." */
function askAgainIn(seconds: number): string {
  if (seconds < 60) return `You can ask for a new code again in ${seconds} second${seconds === 1 ? "" : "s"}.`;
  const minutes = Math.ceil(seconds / 60);
  return `You can ask for a new code again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
