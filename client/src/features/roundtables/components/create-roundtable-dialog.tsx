import { zodResolver } from "@hookform/resolvers/zod";
import { ChevronDown, ChevronUp } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { LIMITS } from "@shared/constants";
import type { UserSearchResult } from "@shared/types";
import { splitCommaList } from "@shared/validators/fields";
import { createRoundtableFormSchema, type CreateRoundtableForm } from "@shared/validators/roundtables";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { PreferredSessionField } from "@/features/program";
import { useCurrentUser } from "@/lib/auth";
import { useProposalsClosedReason } from "@/lib/convention";
import { showServerFieldErrors } from "@/lib/server-field-errors";
import { handleUnauthorized } from "@/lib/unauthorized";
import { notAddedText, useCreateRoundtable } from "../api/create-roundtable";
import { InviteePicker } from "./invitee-picker";
import { AudienceOptions, CategoryOptions } from "./roundtable-form-options";

/** The fields a server's refusal can name; the rest (invitees, session) have no box of their own. */
const ROUNDTABLE_FIELDS = ["title", "description", "targetAudience", "maxParticipants", "category", "tags"] as const;

const DEFAULTS: CreateRoundtableForm = {
  title: "",
  description: "",
  targetAudience: "both",
  maxParticipants: LIMITS.participantsDefault,
  category: "",
  tags: "",
};

export function createdMessage(invited: number): string {
  return invited > 0 ? `Roundtable created successfully with ${invited} participant(s) invited!` : "Roundtable created successfully!";
}

/** Seats left for invitees: the organizer takes one of max participants. */
function inviteeSeats(maxParticipants: number): number {
  const max = Number.isFinite(maxParticipants) ? Math.min(Math.max(maxParticipants, 1), LIMITS.participantsMax) : LIMITS.participantsDefault;
  return max - 1;
}

export function CreateRoundtableDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { user } = useCurrentUser();
  const create = useCreateRoundtable();
  const [inviting, setInviting] = useState(false);
  const [invitees, setInvitees] = useState<UserSearchResult[]>([]);
  const [preferredSessionId, setPreferredSessionId] = useState<number | null>(null);
  const form = useForm<CreateRoundtableForm>({ resolver: zodResolver(createRoundtableFormSchema), mode: "onChange", defaultValues: DEFAULTS });
  const { errors } = form.formState;
  const proposalsClosed = useProposalsClosedReason();

  const close = (next: boolean) => {
    if (!next) {
      form.reset(DEFAULTS);
      setInvitees([]);
      setPreferredSessionId(null);
      setInviting(false);
    }
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit(({ tags, category, ...values }) =>
    create.mutate(
      { body: { ...values, category: category || undefined, tags: splitCommaList(tags), preferredSessionId: preferredSessionId ?? undefined }, invitees },
      {
        onSuccess: ({ invited, notAdded }) => {
          toast({ title: createdMessage(invited), description: notAddedText(notAdded) });
          close(false);
        },
        onError: (error) => {
          if (handleUnauthorized(error)) return;
          if (showServerFieldErrors(error, form.setError, ROUNDTABLE_FIELDS)) return;
          toast({ title: "Error", description: "Failed to create roundtable. Please try again.", variant: "destructive" });
        },
      },
    ),
  );

  // The server would refuse it: say why instead of a form that can't be sent.
  if (proposalsClosed) {
    return (
      <Dialog open={open} onOpenChange={close}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>Proposals are closed</DialogTitle>
            <DialogDescription>{proposalsClosed}</DialogDescription>
          </DialogHeader>
          <p className="text-sm text-ink-soft">You can still browse the roundtables and the program, and find members in the directory.</p>
          <DialogFooter>
            <Button onClick={() => close(false)}>Close</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    );
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Create New Roundtable</DialogTitle>
          <DialogDescription>Propose a conversation for up to five people, yourself included.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField label="Title" error={errors.title?.message}>
            <Input placeholder="e.g. Haunted houses in American Gothic" {...form.register("title")} />
          </FormField>
          <FormField label="Description" error={errors.description?.message}>
            <Textarea placeholder="What will you read and talk about?" {...form.register("description")} />
          </FormField>
          {/* Two columns, Category across both: three would cut "Both advisors and students" short. */}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Target Audience" error={errors.targetAudience?.message}>
              <NativeSelect {...form.register("targetAudience")}>
                <AudienceOptions />
              </NativeSelect>
            </FormField>
            <FormField label="Max Participants" error={errors.maxParticipants?.message}>
              <Input type="number" min={1} max={5} {...form.register("maxParticipants", { valueAsNumber: true })} />
            </FormField>
            <FormField label="Category" error={errors.category?.message} className="sm:col-span-2">
              <NativeSelect {...form.register("category")}>
                <CategoryOptions emptyLabel="Choose for me from my tags" />
              </NativeSelect>
            </FormField>
          </div>
          <FormField label="Tags" error={errors.tags?.message} hint="Comma separated, e.g. gothic, Poe, architecture">
            <Input {...form.register("tags")} />
          </FormField>
          <PreferredSessionField value={preferredSessionId} onChange={setPreferredSessionId} />

          <div>
            <Button variant="ghost" size="sm" onClick={() => setInviting((value) => !value)} aria-expanded={inviting}>
              {inviting ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
              Invite Participants{invitees.length > 0 ? ` (${invitees.length})` : ""}
            </Button>
            {inviting && (
              <div className="mt-2">
                <InviteePicker invitees={invitees} onChange={setInvitees} excludeIds={user ? [user.id] : []} seats={inviteeSeats(form.watch("maxParticipants"))} />
              </div>
            )}
          </div>

          <DialogFooter>
            <Button variant="secondary" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Creating..." : "Create Roundtable"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
