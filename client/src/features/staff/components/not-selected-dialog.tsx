import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { serverMessageOr } from "@/lib/api-client";
import { handleUnauthorized } from "@/lib/unauthorized";
import type { Roundtable } from "@shared/types";
import { notSelectedSchema, PROGRAM_NOTE_MAX } from "@shared/validators/staff";
import { useMarkNotSelected } from "../api/mark-not-selected";

/** Not selected, with a short note the organizer reads on their card. */
export function NotSelectedDialog({ roundtable, onOpenChange }: { roundtable: Roundtable | null; onOpenChange: (open: boolean) => void }) {
  const mark = useMarkNotSelected();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string>();

  useEffect(() => {
    setNote("");
    setError(undefined);
  }, [roundtable]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!roundtable) return;
    const parsed = notSelectedSchema.safeParse({ note });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    mark.mutate(
      { id: roundtable.id, note: parsed.data.note },
      {
        onSuccess: () => {
          toast({ title: "Marked not selected", description: `${roundtable.title}: the organizer has been told.` });
          onOpenChange(false);
        },
        onError: (failure) => {
          if (handleUnauthorized(failure)) return;
          toast({ title: "Error", description: serverMessageOr(failure, "Failed to update the proposal. Please try again."), variant: "destructive" });
        },
      },
    );
  };

  return (
    <Dialog open={roundtable !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Not selected</DialogTitle>
          <DialogDescription>{roundtable?.title}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField label="Note for the organizer" error={error} hint={`A sentence or two (at most ${PROGRAM_NOTE_MAX} characters): they see it on their roundtable.`}>
            <Textarea value={note} maxLength={PROGRAM_NOTE_MAX} onChange={(event) => setNote(event.target.value)} placeholder="e.g. Thank you! We had more proposals on Poe than rooms." />
          </FormField>
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={mark.isPending}>
              {mark.isPending ? "Saving..." : "Mark not selected"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
