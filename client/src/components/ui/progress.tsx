import { cn } from "@/lib/utils";

export function Progress({ value, max, label, className }: { value: number; max: number; label: string; className?: string }) {
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      className={cn("h-2 w-full overflow-hidden rounded-full bg-paper-muted", className)}
    >
      <div className={cn("h-full rounded-full transition-all", percent >= 100 ? "bg-warning" : "bg-cardinal")} style={{ width: `${percent}%` }} />
    </div>
  );
}
