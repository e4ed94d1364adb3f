import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { Category } from "@shared/constants";
import type { Roundtable } from "@shared/types";
import { joinCommaList, splitCommaList } from "@shared/validators/fields";
import { editRoundtableFormSchema, type EditRoundtableForm } from "@shared/validators/roundtables";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { PreferredSessionField } from "@/features/program";
import { ApiError } from "@/lib/api-client";
import { showServerFieldErrors } from "@/lib/server-field-errors";
import { handleUnauthorized } from "@/lib/unauthorized";
import { useUpdateRoundtable } from "../api/update-roundtable";
import { AudienceOptions, CategoryOptions } from "./roundtable-form-options";

const toForm = (roundtable: Roundtable): EditRoundtableForm => ({
  title: roundtable.title,
  description: roundtable.description,
  category: roundtable.category,
  targetAudience: roundtable.targetAudience,
  maxParticipants: roundtable.maxParticipants,
  tags: joinCommaList(roundtable.tags),
});

type EditRoundtableDialogProps = {
  roundtable: Roundtable | null;
  onOpenChange: (open: boolean) => void;
  /** After a save: where the member goes next (back to Manage); without it the dialog just closes. */
  onSaved?: (roundtable: Roundtable) => void;
};

export function EditRoundtableDialog({ roundtable, onOpenChange, onSaved }: EditRoundtableDialogProps) {
  const update = useUpdateRoundtable();
  const form = useForm<EditRoundtableForm>({ resolver: zodResolver(editRoundtableFormSchema), mode: "onChange" });
  const { errors } = form.formState;
  const [preferredSessionId, setPreferredSessionId] = useState<number | null>(null);

  useEffect(() => {
    if (!roundtable) return;
    form.reset(toForm(roundtable));
    setPreferredSessionId(roundtable.preferredSession?.id ?? null);
  }, [roundtable, form]);

  const onSubmit = form.handleSubmit(({ tags, category, ...values }) => {
    if (!roundtable) return;
    update.mutate(
      { id: roundtable.id, body: { ...values, category: category as Category, tags: splitCommaList(tags), preferredSessionId } },
      {
        onSuccess: () => {
          toast({ title: "Roundtable updated successfully!" });
          if (onSaved) onSaved(roundtable);
          else onOpenChange(false);
        },
        onError: (error) => {
          if (handleUnauthorized(error)) return;
          if (showServerFieldErrors(error, form.setError, ["title", "description", "targetAudience", "maxParticipants", "category", "tags"])) return;
          const conflict = error instanceof ApiError && error.status === 409 && error.serverMessage;
          toast({ title: "Error", description: conflict || "Failed to update roundtable. Please try again.", variant: "destructive" });
        },
      },
    );
  });

  return (
    <Dialog open={roundtable !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Edit Roundtable</DialogTitle>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField label="Title *" error={errors.title?.message}>
            <Input {...form.register("title")} />
          </FormField>
          <FormField label="Description *" error={errors.description?.message}>
            <Textarea {...form.register("description")} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Category *" error={errors.category?.message}>
              <NativeSelect {...form.register("category")}>
                <CategoryOptions emptyLabel="Choose a category" />
              </NativeSelect>
            </FormField>
            <FormField label="Target Audience" error={errors.targetAudience?.message}>
              <NativeSelect {...form.register("targetAudience")}>
                <AudienceOptions />
              </NativeSelect>
            </FormField>
          </div>
          <FormField label="Max Participants" error={errors.maxParticipants?.message}>
            <Input type="number" min={1} max={5} {...form.register("maxParticipants", { valueAsNumber: true })} />
          </FormField>
          <FormField label="Tags (comma separated)" error={errors.tags?.message}>
            <Input {...form.register("tags")} />
          </FormField>
          <PreferredSessionField value={preferredSessionId} onChange={setPreferredSessionId} />
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? "Saving..." : "Save Changes"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
