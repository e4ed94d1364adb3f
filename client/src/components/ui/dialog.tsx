import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useLayoutEffect, useRef, type ComponentPropsWithoutRef, type HTMLAttributes, type RefObject } from "react";
import { cn } from "@/lib/utils";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** Marks the close button, so an Escape caught by a toast can still close the dialog (toaster.tsx). */
export const DIALOG_CLOSE_ATTRIBUTE = "data-dialog-close";

/**
 * What opened the latest dialog from the page. A dialog opened from another one (Manage, then
 * Edit Details) gives focus back to the page control that started the chain, since the button
 * inside the first dialog is gone by then.
 */
let lastPageOpener: HTMLElement | null = null;

function openerOf(active: Element | null): HTMLElement | null {
  if (active instanceof HTMLElement && active !== document.body && !active.closest("[role=dialog]")) {
    lastPageOpener = active;
    return active;
  }
  return lastPageOpener;
}

/** Mounts with the open dialog; its layout effect runs before Radix moves focus inside. */
function RememberOpener({ into }: { into: RefObject<HTMLElement | null> }) {
  useLayoutEffect(() => {
    into.current = openerOf(document.activeElement);
  }, [into]);
  return null;
}

type DialogContentProps = ComponentPropsWithoutRef<typeof DialogPrimitive.Content> & {
  /** Open with focus on the dialog itself instead of its first field (no phone keyboard pops up). */
  focusDialogOnOpen?: boolean;
};

export function DialogContent({ className, children, focusDialogOnOpen, onOpenAutoFocus, onCloseAutoFocus, ...props }: DialogContentProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-ink/40 backdrop-blur-[1px]" />
      <DialogPrimitive.Content
        ref={contentRef}
        className={cn(
          // The bottom 8.5rem stays clear at every width: toasts appear there without covering a dialog's buttons.
          "fixed left-1/2 top-[calc(50%-3.75rem)] z-50 max-h-[calc(100dvh-9.5rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-line bg-paper-card p-6 shadow-xl",
          className,
        )}
        onOpenAutoFocus={(event) => {
          onOpenAutoFocus?.(event);
          if (event.defaultPrevented || !focusDialogOnOpen) return;
          event.preventDefault();
          contentRef.current?.focus();
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          // Another dialog took over (Manage, then Edit Details): focus stays in that one.
          if (document.querySelector("[role=dialog][data-state=open]")) {
            event.preventDefault();
            return;
          }
          const target = opener.current;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
        {...props}
      >
        <RememberOpener into={opener} />
        {children}
        <DialogPrimitive.Close
          {...{ [DIALOG_CLOSE_ATTRIBUTE]: "" }}
          className="absolute right-4 top-4 rounded-md p-1 text-ink-muted hover:bg-paper-muted hover:text-ink"
          aria-label="Close"
        >
          <X className="size-4" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("mb-4 min-w-0 space-y-1.5 pr-6", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentPropsWithoutRef<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("font-serif text-xl font-semibold text-ink", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentPropsWithoutRef<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-ink-muted", className)} {...props} />;
}
