import { KeyRound } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { claimStaffSchema } from "@shared/validators/first-staff";
import { serverMessageOr } from "@/lib/api-client";
import { handleUnauthorized } from "@/lib/unauthorized";
import { useClaimStaff } from "../api/claim-staff";

/**
 * For whoever installs the app: until a staff account exists, the app prints a one-time setup
 * code in its log, and the person who can read that log becomes the first staff member here.
 */
export function SetupCodeDisclosure() {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const claim = useClaimStaff();
  const panelId = useId();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = claimStaffSchema.safeParse({ code });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    claim.mutate(parsed.data.code, {
      onSuccess: () => toast({ title: "Welcome, staff member", description: "You are the convention staff: approve the members who wait." }),
      onError: (failure) => {
        if (handleUnauthorized(failure)) return;
        setError(serverMessageOr(failure, "Failed to check the setup code. Please try again."));
      },
    });
  };

  return (
    <div className="text-sm text-ink-soft">
      <Button variant="link" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
        <KeyRound aria-hidden="true" />I have a setup code
      </Button>
      {open && (
        <form id={panelId} onSubmit={submit} noValidate className="mt-3 space-y-3 rounded-lg border border-line bg-white p-4">
          <p>Setting up the app? The code is printed in the app's log while no staff account exists.</p>
          <FormField label="Setup code" error={error}>
            <Input
              autoComplete="off"
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setError(undefined);
              }}
            />
          </FormField>
          <Button type="submit" variant="secondary" disabled={claim.isPending}>
            {claim.isPending ? "Checking..." : "Become staff"}
          </Button>
        </form>
      )}
    </div>
  );
}
