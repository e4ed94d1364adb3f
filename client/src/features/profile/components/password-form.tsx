import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { passwordChangeSchema, type PasswordChangeRequest } from "@shared/validators/auth";
import { IconHeading } from "@/components/layout/icon-heading";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { serverMessageOr } from "@/lib/api-client";
import { showServerFieldErrors } from "@/lib/server-field-errors";
import { handleUnauthorized } from "@/lib/unauthorized";
import { useUpdatePassword } from "../api/update-password";

const EMPTY: PasswordChangeRequest = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Password & Security: hidden until Change Password; hidden and cleared again after success or Cancel. */
export function PasswordForm() {
  const [open, setOpen] = useState(false);
  const updatePassword = useUpdatePassword();
  const form = useForm<PasswordChangeRequest>({ resolver: zodResolver(passwordChangeSchema), mode: "onChange", defaultValues: EMPTY });
  const { errors } = form.formState;

  const close = () => {
    form.reset(EMPTY);
    setOpen(false);
  };

  const onSubmit = form.handleSubmit((values) =>
    updatePassword.mutate(values, {
      onSuccess: () => {
        toast({ title: "Your password has been updated successfully!" });
        close();
      },
      onError: (error) => {
        if (handleUnauthorized(error)) return;
        // A wrong current password shows on its field, which takes the focus.
        if (showServerFieldErrors(error, form.setError, ["currentPassword", "newPassword", "confirmPassword"])) return;
        toast({ title: "Error", description: serverMessageOr(error, "Failed to update password. Please try again."), variant: "destructive" });
      },
    }),
  );

  return (
    <Card className="p-6 sm:p-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <IconHeading icon={KeyRound} title="Password & Security" description="Changing your password signs you out on your other devices." />
        {!open && (
          <Button variant="secondary" onClick={() => setOpen(true)}>
            Change Password
          </Button>
        )}
      </div>
      {open && (
        <form onSubmit={onSubmit} noValidate className="mt-6 max-w-md space-y-4">
          <FormField label="Current Password" error={errors.currentPassword?.message}>
            <Input type="password" autoComplete="current-password" {...form.register("currentPassword")} />
          </FormField>
          <FormField label="New Password" error={errors.newPassword?.message} hint="At least 8 characters">
            <Input type="password" autoComplete="new-password" {...form.register("newPassword", { deps: ["confirmPassword"] })} />
          </FormField>
          <FormField label="Confirm New Password" error={errors.confirmPassword?.message}>
            <Input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
          </FormField>
          <div className="flex gap-2">
            <Button type="submit" disabled={updatePassword.isPending}>
              {updatePassword.isPending ? "Updating..." : "Update Password"}
            </Button>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
