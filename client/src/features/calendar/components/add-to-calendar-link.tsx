import { CalendarPlus } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";

/** Downloads the roundtable's .ics (only placed roundtables have one). */
export function AddToCalendarLink({ roundtableId }: { roundtableId: number }) {
  return (
    <a href={`/api/roundtables/${roundtableId}/calendar.ics`} download className={buttonVariants({ variant: "secondary", size: "sm" })}>
      <CalendarPlus aria-hidden="true" />
      Add to calendar
    </a>
  );
}
