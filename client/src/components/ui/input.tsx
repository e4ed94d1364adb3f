import { Search } from "lucide-react";
import { forwardRef, type InputHTMLAttributes, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { cn } from "@/lib/utils";

const fieldClasses =
  "w-full rounded-md border border-line bg-white px-3 text-sm text-ink shadow-sm placeholder:text-ink-muted focus-visible:border-cardinal focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-cardinal/30 disabled:cursor-not-allowed disabled:bg-paper-muted aria-[invalid=true]:border-danger";

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(({ className, ...props }, ref) => (
  <input ref={ref} className={cn(fieldClasses, "h-10", className)} {...props} />
));
Input.displayName = "Input";

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(({ className, ...props }, ref) => (
  <textarea ref={ref} className={cn(fieldClasses, "min-h-24 py-2", className)} {...props} />
));
Textarea.displayName = "Textarea";

/** A search box with its magnifier: the filters' Search fields. */
export function SearchInput({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="relative">
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted" />
      {/* No built-in clear button: browsers draw theirs in their own blue, outside the design. */}
      <Input {...props} type="search" className={cn("pl-9 [&::-webkit-search-cancel-button]:appearance-none", className)} />
    </div>
  );
}

/** A native select: keyboard, screen readers and mobile pickers work without extra code. */
export const NativeSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(({ className, ...props }, ref) => (
  <select ref={ref} className={cn(fieldClasses, "h-10 pr-8", className)} {...props} />
));
NativeSelect.displayName = "NativeSelect";
