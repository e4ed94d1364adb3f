import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { Convention, ProgramSession } from "@shared/types";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { ApiError, serverMessageOr } from "@/lib/api-client";
import { handleUnauthorized } from "@/lib/unauthorized";
import { useSaveSession } from "../api/save-session";
import { newSessionValues, sessionBodyOf, sessionResolver, sessionValuesOf, type SessionFormValues } from "./session-form";
import { Refusal } from "./refusal";

type SessionDialogProps = {
  convention: Convention;
  /** The session to rename, move or change the rooms of; undefined adds a new one. */
  session?: ProgramSession;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Adds or edits a session: a name, a day and times in the convention's zone, and its rooms in order. */
export function SessionDialog({ convention, session, open, onOpenChange }: SessionDialogProps) {
  const save = useSaveSession();
  const [refusal, setRefusal] = useState<string | null>(null);
  const initial = session ? sessionValuesOf(session, convention.timeZone) : newSessionValues(convention);
  const form = useForm<SessionFormValues>({ resolver: sessionResolver(convention), mode: "onChange", defaultValues: initial });
  const { errors } = form.formState;

  useEffect(() => {
    if (!open) return;
    form.reset(session ? sessionValuesOf(session, convention.timeZone) : newSessionValues(convention));
    setRefusal(null);
  }, [open, session, convention, form]);

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { conventionId: convention.id, sessionId: session?.id, body: sessionBodyOf(values, convention.timeZone) },
      {
        onSuccess: (saved) => {
          toast({ title: session ? "Session saved" : "Session added", description: `${saved.name} is on the ${convention.name}'s program.` });
          onOpenChange(false);
        },
        onError: (error) => {
          if (handleUnauthorized(error)) return;
          // A refusal naming a placed roundtable stays in view: staff move it first, then try again.
          if (error instanceof ApiError && error.status === 409 && error.serverMessage) setRefusal(error.serverMessage);
          else toast({ title: "Error", description: serverMessageOr(error, "Failed to save the session. Please try again."), variant: "destructive" });
        },
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{session ? `Edit ${session.name}` : "Add a Session"}</DialogTitle>
          <DialogDescription>
            Times are {convention.city} time ({convention.timeZone}). Members seated in a session that moves are told by bell and mail.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <Refusal message={refusal} />
          <FormField label="Session name" error={errors.name?.message}>
            <Input placeholder="e.g. Morning Roundtables" {...form.register("name")} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField label="Day" error={errors.day?.message}>
              <Input type="date" min={convention.startDate} max={convention.endDate} {...form.register("day")} />
            </FormField>
            <FormField label="Starts" error={errors.start?.message}>
              <Input type="time" {...form.register("start")} />
            </FormField>
            <FormField label="Ends" error={errors.end?.message}>
              <Input type="time" {...form.register("end")} />
            </FormField>
          </div>
          <FormField label="Rooms" error={errors.rooms?.message} hint="One room per line. Renaming a room keeps its roundtable (by position).">
            <Textarea rows={4} {...form.register("rooms")} />
          </FormField>
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Saving..." : session ? "Save Session" : "Add Session"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
