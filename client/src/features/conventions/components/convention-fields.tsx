import type { UseFormReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { ConventionFormValues } from "./convention-form";

/** Name, city, days, time zone and the call's closing time: the same fields to create and to edit. */
export function ConventionFields({ form }: { form: UseFormReturn<ConventionFormValues> }) {
  const { errors } = form.formState;
  const timeZone = form.watch("timeZone");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Name" error={errors.name?.message} className="sm:col-span-2">
        <Input {...form.register("name")} />
      </FormField>
      <FormField label="City" error={errors.city?.message}>
        <Input {...form.register("city")} />
      </FormField>
      <FormField label="Time zone" error={errors.timeZone?.message} hint="The city's IANA zone, e.g. America/Chicago">
        <Input {...form.register("timeZone")} />
      </FormField>
      <FormField label="First day" error={errors.startDate?.message}>
        <Input type="date" {...form.register("startDate")} />
      </FormField>
      <FormField label="Last day" error={errors.endDate?.message}>
        <Input type="date" {...form.register("endDate")} />
      </FormField>
      <FormField
        label="Proposals close"
        error={errors.proposalsClose?.message}
        hint={`Optional, ${timeZone || "the convention's"} time. Empty: open until the convention is over.`}
        className="sm:col-span-2"
      >
        <Input type="datetime-local" {...form.register("proposalsClose")} />
      </FormField>
    </div>
  );
}
