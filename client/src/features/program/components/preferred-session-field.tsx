import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/input";
import { useProgramSessions } from "../api/get-sessions";
import { SessionOptions } from "./session-options";

type PreferredSessionFieldProps = { value: number | null; onChange: (sessionId: number | null) => void };

/** The optional "Preferred session" of the create and edit dialogs; staff see it when they place proposals. */
export function PreferredSessionField({ value, onChange }: PreferredSessionFieldProps) {
  const sessions = useProgramSessions();
  return (
    <FormField label="Preferred session" hint="Optional: when you would like to meet, if the staff put it on the program.">
      <NativeSelect
        value={value === null ? "" : String(value)}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        disabled={sessions.isLoading}
      >
        <option value="">{sessions.isLoading ? "Loading sessions..." : "No preference"}</option>
        <SessionOptions sessions={sessions.data ?? []} />
      </NativeSelect>
    </FormField>
  );
}
