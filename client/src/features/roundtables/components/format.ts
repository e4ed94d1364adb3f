import type { TargetAudience, UserType } from "@shared/constants";

export const AUDIENCE_LABELS: Record<TargetAudience, string> = {
  both: "Both advisors and students",
  advisors: "Advisors only",
  students: "Students only",
};

/** The long form with weekday, time and zone, in the convention's time zone: "Sunday, March 29, 2026 at 2:00 PM CDT". */
export function formatScheduledDate(iso: string | null, timeZone: string | undefined): string {
  if (!iso) return "Not scheduled yet";
  return new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone: timeZone ?? "America/Chicago",
  }).format(new Date(iso));
}

/** A date belongs to a roundtable only once it is on the program (the database holds the same rule). */
export function scheduledDateOf(roundtable: { programStatus: string; scheduledDate: string | null }): string | null {
  return roundtable.programStatus === "placed" ? roundtable.scheduledDate : null;
}

export function formatJoinedDate(iso: string | null): string {
  if (!iso) return "Unknown";
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" }).format(new Date(iso));
}

/** Whether a member of this type may sit at a roundtable for this audience (the server enforces it too). */
export function audienceIncludes(audience: TargetAudience, userType: UserType): boolean {
  return audience === "both" || (audience === "advisors") === (userType === "advisor");
}
