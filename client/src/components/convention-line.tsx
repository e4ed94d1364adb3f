import { CalendarDays, MapPin } from "lucide-react";
import { cn } from "@/lib/utils";
import { formatConventionDates, useConvention } from "@/lib/convention";

/** "2026 International English Convention · New Orleans · March 29 – April 1, 2026", from the configuration. */
export function ConventionLine({ className, nameClassName }: { className?: string; nameClassName?: string }) {
  const { data: convention } = useConvention();
  if (!convention) return null;
  return (
    <p className={cn("flex flex-wrap items-center gap-x-3 gap-y-1", className)}>
      <span className={nameClassName}>{convention.name}</span>
      <span className="inline-flex items-center gap-1">
        <MapPin aria-hidden="true" className="size-3.5" />
        {convention.city}
      </span>
      <span className="inline-flex items-center gap-1">
        <CalendarDays aria-hidden="true" className="size-3.5" />
        {formatConventionDates(convention)}
      </span>
    </p>
  );
}
