import { useId } from "react";
import { DIRECTORY_VISIBILITIES, type DirectoryVisibility } from "@shared/constants";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/utils";

/** A member's three privacy choices, as the Profile page and the sign-up form hold them. */
export type PrivacyValues = { directoryVisibility: DirectoryVisibility; shareEmail: boolean; acceptMessages: boolean };

/** The choices a new account starts with: found by all members, e-mail hidden until the member shares it, messages on. */
export const DEFAULT_PRIVACY: PrivacyValues = { directoryVisibility: "members", shareEmail: false, acceptMessages: true };

export const VISIBILITY_LABELS: Record<DirectoryVisibility, string> = {
  members: "All members",
  chapter: "My chapter only",
  hidden: "Nobody",
};

/** One sentence per choice, so a member knows what each one does before changing it. */
export const PRIVACY_HINTS = {
  directoryVisibility:
    "All members can find you in the directory and searches unless you narrow it; on roundtables you take part in, members still see your name.",
  shareEmail: "Members see your e-mail address on your card and can write from their own mail; staff always see it.",
  acceptMessages: "Members can send you a message through the app; it reaches your inbox and your address stays private until you reply.",
} as const;

type PrivacyChoicesProps = {
  values: PrivacyValues;
  onChange: (patch: Partial<PrivacyValues>) => void;
  disabled?: boolean;
  className?: string;
};

/** The three choices as a radio group and two switches; each click reports one change. */
export function PrivacyChoices({ values, onChange, disabled, className }: PrivacyChoicesProps) {
  const id = useId();
  return (
    <div className={cn("space-y-5", className)}>
      <fieldset aria-describedby={`${id}-visibility-hint`} disabled={disabled}>
        <legend className="text-sm font-medium text-ink">Show me in the directory to</legend>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {DIRECTORY_VISIBILITIES.map((visibility) => (
            <label
              key={visibility}
              className={cn(
                "flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-line bg-white px-3 text-sm text-ink shadow-sm",
                "has-[:checked]:border-cardinal has-[:checked]:bg-cardinal-soft has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-cardinal",
                disabled && "cursor-not-allowed opacity-60",
              )}
            >
              <input
                type="radio"
                name={`${id}-visibility`}
                value={visibility}
                checked={values.directoryVisibility === visibility}
                onChange={() => onChange({ directoryVisibility: visibility })}
                className="size-4 accent-cardinal"
              />
              {VISIBILITY_LABELS[visibility]}
            </label>
          ))}
        </div>
        <p id={`${id}-visibility-hint`} className="mt-1.5 text-xs text-ink-muted">
          {PRIVACY_HINTS.directoryVisibility}
        </p>
      </fieldset>
      <SwitchRow
        id={`${id}-share-email`}
        label="Show my e-mail address to other members"
        hint={PRIVACY_HINTS.shareEmail}
        checked={values.shareEmail}
        disabled={disabled}
        onCheckedChange={(shareEmail) => onChange({ shareEmail })}
      />
      <SwitchRow
        id={`${id}-accept-messages`}
        label="Let members write to me through the app"
        hint={PRIVACY_HINTS.acceptMessages}
        checked={values.acceptMessages}
        disabled={disabled}
        onCheckedChange={(acceptMessages) => onChange({ acceptMessages })}
      />
    </div>
  );
}

type SwitchRowProps = {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
};

function SwitchRow({ id, label, hint, checked, disabled, onCheckedChange }: SwitchRowProps) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <p id={`${id}-label`} className="text-sm font-medium text-ink">
          {label}
        </p>
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      </div>
      <Switch
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        className="mt-0.5"
      />
    </div>
  );
}
