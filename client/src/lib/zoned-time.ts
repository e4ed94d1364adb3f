/**
 * Plain days and wall-clock times as the convention pages show them. Reading an instant in a
 * convention's zone, and back, is shared with the server: shared/zoned-time.ts.
 */
/** "Thursday, March 18, 2027" for a plain day, with no zone shift. */
export function formatPlainDay(day: string, options: { year?: boolean; weekday?: "long" | "short"; month?: "long" | "short" } = {}): string {
  return new Intl.DateTimeFormat("en-US", {
    weekday: options.weekday ?? "long",
    month: options.month ?? "long",
    day: "numeric",
    ...(options.year === false ? {} : { year: "numeric" }),
    timeZone: "UTC",
  }).format(new Date(`${day}T12:00:00Z`));
}

/** "9:00 AM" for a wall-clock "09:00". */
export function formatWallTime(time: string): string {
  return new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(new Date(`2000-01-01T${time}:00Z`));
}
