import { useEffect, useState } from "react";
import type { MemberRecord } from "@shared/types";
import { MEMBERSHIP_NOTE_MAX, declineSchema, suspendSchema } from "@shared/validators/members";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { fullName } from "@/lib/utils";

export type NoteKind = "decline" | "suspend";

type NoteDialogProps = {
  member: MemberRecord | null;
  kind: NoteKind;
  pending: boolean;
  onSubmit: (note: string) => void;
  onOpenChange: (open: boolean) => void;
};

const TEXTS = {
  decline: {
    title: (member: MemberRecord) => (member.pendingChange ? "Decline the change" : "Decline membership"),
    label: "Note for the member (optional)",
    hint: "They are e-mailed the decision with this note.",
    button: "Decline",
    busy: "Declining...",
  },
  suspend: {
    title: () => "Suspend member",
    label: "Note for the member",
    hint: "Required: they are e-mailed why, and signed out everywhere at once.",
    button: "Suspend",
    busy: "Suspending...",
  },
} as const;

/** Decline (an optional note) or suspend (a required one): the member reads the note in their e-mail. */
export function NoteDialog({ member, kind, pending, onSubmit, onOpenChange }: NoteDialogProps) {
  const [note, setNote] = useState("");
  const [error, setError] = useState<string>();
  const texts = TEXTS[kind];

  useEffect(() => {
    setNote("");
    setError(undefined);
  }, [member, kind]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = (kind === "suspend" ? suspendSchema : declineSchema).safeParse({ note });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    onSubmit(parsed.data.note ?? "");
  };

  return (
    <Dialog open={member !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{member ? texts.title(member) : ""}</DialogTitle>
          <DialogDescription>{member ? `${fullName(member)} · ${member.email}` : ""}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField label={texts.label} error={error} hint={`${texts.hint} At most ${MEMBERSHIP_NOTE_MAX} characters.`}>
            <Textarea value={note} maxLength={MEMBERSHIP_NOTE_MAX} onChange={(event) => setNote(event.target.value)} />
          </FormField>
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? texts.busy : texts.button}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
