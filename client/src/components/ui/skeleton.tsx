import type { HTMLAttributes, ReactNode } from "react";
import { cn } from "@/lib/utils";

export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-line/60", className)} {...props} />;
}

/** A polite "Loading..." for screen readers around the skeleton that shows while code or data arrives. */
export function LoadingStatus({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div role="status" aria-live="polite" className={className}>
      <span className="sr-only">Loading...</span>
      {children}
    </div>
  );
}
