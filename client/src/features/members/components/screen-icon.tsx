import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/** The round icon at the top of a membership screen; `className` gives its colours. */
export function ScreenIcon({ icon: Icon, className }: { icon: LucideIcon; className: string }) {
  return (
    <span aria-hidden="true" className={cn("inline-flex size-11 shrink-0 items-center justify-center rounded-full", className)}>
      <Icon className="size-5" />
    </span>
  );
}
