import { useForm } from "react-hook-form";
import type { Convention } from "@shared/types";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { serverMessageOr } from "@/lib/api-client";
import { handleUnauthorized } from "@/lib/unauthorized";
import { useCreateConvention } from "../api/create-convention";
import { useConventionSessions } from "../api/get-convention-sessions";
import { ConventionFields } from "./convention-fields";
import { conventionResolver, nextConventionValues, requestOf, type ConventionFormValues } from "./convention-form";
import { CopyPreview } from "./copy-preview";

type NextConventionFormProps = { last: Convention; onCreated: (convention: Convention) => void; onCancel: () => void };

/** The next convention from the last one: its fields guessed, its sessions previewed, saved in one go. */
export function NextConventionForm({ last, onCreated, onCancel }: NextConventionFormProps) {
  const create = useCreateConvention();
  const sessions = useConventionSessions(last.id);
  const form = useForm<ConventionFormValues>({ resolver: conventionResolver, mode: "onChange", defaultValues: nextConventionValues(last) });
  const startDate = form.watch("startDate");
  const timeZone = form.watch("timeZone");

  const onSubmit = form.handleSubmit((values) =>
    create.mutate(
      { ...requestOf(values), copyFrom: last.id },
      {
        onSuccess: (convention) => {
          toast({ title: "Convention created", description: `The ${convention.name} is ready to prepare. Members still see the ${last.name} until you make it current.` });
          onCreated(convention);
        },
        onError: (error) => {
          if (handleUnauthorized(error)) return;
          toast({ title: "Error", description: serverMessageOr(error, "Failed to create the convention. Please try again."), variant: "destructive" });
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="New convention">
      <ConventionFields form={form} />
      <CopyPreview from={last} sessions={sessions.data} toStartDate={startDate} toTimeZone={timeZone} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Creating..." : "Create Convention"}
        </Button>
      </div>
    </form>
  );
}
