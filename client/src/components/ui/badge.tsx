import { cva, type VariantProps } from "class-variance-authority";
import type { HTMLAttributes } from "react";
import { cn } from "@/lib/utils";

const badgeVariants = cva("inline-flex max-w-full items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium", {
  variants: {
    variant: {
      neutral: "border-line bg-paper-muted text-ink-soft",
      accent: "border-cardinal/20 bg-cardinal-soft text-cardinal-dark",
      success: "border-success/20 bg-success-soft text-success",
      warning: "border-warning/20 bg-warning-soft text-warning",
      danger: "border-danger/20 bg-danger-soft text-danger",
      outline: "border-line bg-white text-ink-soft",
    },
  },
  defaultVariants: { variant: "neutral" },
});

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}

/** A badge for text a member wrote (a tag, an interest): one line, cut with "…", whole on hover. */
export function TextBadge({ text, variant, className }: { text: string; variant?: BadgeProps["variant"]; className?: string }) {
  return (
    <Badge variant={variant} className={className} title={text}>
      <span className="min-w-0 truncate">{text}</span>
    </Badge>
  );
}
