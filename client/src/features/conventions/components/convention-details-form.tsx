import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { Convention } from "@shared/types";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { serverMessageOr } from "@/lib/api-client";
import { handleUnauthorized } from "@/lib/unauthorized";
import { useUpdateConvention } from "../api/update-convention";
import { ConventionFields } from "./convention-fields";
import { conventionResolver, formValuesOf, requestOf, type ConventionFormValues } from "./convention-form";

/** Edits a convention's name, city, days, time zone and the call's closing time. */
export function ConventionDetailsForm({ convention }: { convention: Convention }) {
  const update = useUpdateConvention();
  const form = useForm<ConventionFormValues>({ resolver: conventionResolver, mode: "onChange", defaultValues: formValuesOf(convention) });

  // Another convention chosen, or this one saved: the form starts from what the server holds.
  useEffect(() => form.reset(formValuesOf(convention)), [convention, form]);

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { id: convention.id, body: requestOf(values) },
      {
        onSuccess: (saved) => toast({ title: "Convention saved", description: `The ${saved.name} is up to date.` }),
        onError: (error) => {
          if (handleUnauthorized(error)) return;
          toast({ title: "Error", description: serverMessageOr(error, "Failed to save the convention. Please try again."), variant: "destructive" });
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={`Details of the ${convention.name}`}>
      <ConventionFields form={form} />
      <div className="flex justify-end">
        <Button type="submit" disabled={update.isPending || !form.formState.isDirty}>
          {update.isPending ? "Saving..." : "Save Changes"}
        </Button>
      </div>
    </form>
  );
}
