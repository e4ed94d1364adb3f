import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast, toastAfterReload } from "@/components/ui/use-toast";
import { ApiError, serverMessageOr } from "@/lib/api-client";
import { handleUnauthorized } from "@/lib/unauthorized";
import { useDeleteAccount } from "../api/delete-account";

type DeleteAccountDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the browser goes once the account is gone: the signed-out screen. */
  onDeleted?: () => void;
};

/** Delete my account: says what happens to the member's roundtables, asks for the password, then Deleting... */
export function DeleteAccountDialog({ open, onOpenChange, onDeleted = () => window.location.assign("/") }: DeleteAccountDialogProps) {
  const remove = useDeleteAccount();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string>();

  const close = (next: boolean) => {
    if (remove.isPending) return;
    if (!next) {
      setPassword("");
      setError(undefined);
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError("Enter your password to delete your account");
      return;
    }
    remove.mutate(
      { password },
      {
        onSuccess: () => {
          toastAfterReload({ title: "Your account has been deleted", description: "Your personal data is gone. You're welcome back any time." });
          onDeleted();
        },
        onError: (failure) => {
          // A wrong password is said beside the field; any other refusal (the last staff member) in a toast.
          const passwordError = failure instanceof ApiError ? failure.fieldErrors?.password?.[0] : undefined;
          if (passwordError) {
            setError(passwordError);
            return;
          }
          if (handleUnauthorized(failure)) return;
          toast({ title: "Error", description: serverMessageOr(failure, "Failed to delete your account. Please try again."), variant: "destructive" });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>This cannot be undone. You are signed out everywhere and your personal data is removed.</DialogDescription>
        </DialogHeader>
        <ul className="list-disc space-y-1.5 pl-5 text-sm text-ink-soft">
          <li>Your seats are freed and the next people on each waitlist move up.</li>
          <li>
            Each roundtable you organize passes to its earliest seated participant, who is told; a roundtable with nobody seated is
            deleted and its waitlist is told.
          </li>
          <li>You can sign up again later with the same e-mail address.</li>
        </ul>
        <form onSubmit={submit} noValidate className="mt-5">
          <FormField label="Password" error={error} hint="Enter your password to confirm.">
            <Input
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                setError(undefined);
              }}
            />
          </FormField>
          <DialogFooter>
            <Button variant="secondary" onClick={() => close(false)} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              {remove.isPending ? "Deleting..." : "Delete my account"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
