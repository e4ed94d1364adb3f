import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from "react";
import { cn } from "@/lib/utils";

export type ControlProps = { id: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined };

type FormFieldProps = {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /**
   * The control; it receives id, aria-invalid and aria-describedby. Pass a function when the
   * control sits inside a wrapper (a react-hook-form Controller) to hand them on yourself.
   */
  children: ReactElement<Record<string, unknown>> | ((control: ControlProps) => ReactNode);
};

/** A label, its control, a hint and the validation message, wired together for screen readers. */
export function FormField({ label, error, hint, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  const control: ControlProps = { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy };
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {typeof children === "function"
        ? children(control)
        : isValidElement(children)
          ? cloneElement(children, control)
          : children}
      {hint && !error && (
        <p id={hintId} className="text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
