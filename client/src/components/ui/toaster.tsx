import * as ToastPrimitive from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { cn } from "@/lib/utils";
import { useEffect } from "react";
import { DIALOG_CLOSE_ATTRIBUTE } from "./dialog";
import { dismissToast, showCarriedToast, TOAST_DURATION, useToast } from "./use-toast";

/**
 * A toast that appears over an open dialog becomes the top layer and would take the first Escape
 * for itself. Escape belongs to the dialog: it closes the dialog in one press and the toast stays.
 */
function passEscapeToDialog(event: KeyboardEvent) {
  const openDialogs = document.querySelectorAll<HTMLElement>("[role=dialog][data-state=open]");
  const top = openDialogs[openDialogs.length - 1];
  const close = top?.querySelector<HTMLElement>(`[${DIALOG_CLOSE_ATTRIBUTE}]`);
  if (!close) return;
  event.preventDefault();
  close.click();
}

/** The notification region: swipe right (50 px) to dismiss, F8 focuses it (Radix's default hotkey). */
export function Toaster() {
  const { toasts } = useToast();
  useEffect(() => showCarriedToast(), []);
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, action, variant, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          onEscapeKeyDown={passEscapeToDialog}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg transition-all",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]",
            variant === "destructive" ? "border-danger/30 bg-danger text-white" : "border-line bg-white text-ink",
          )}
        >
          <div className="grid gap-1">
            {title && <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>}
            {description && (
              <ToastPrimitive.Description className={cn("text-sm", variant === "destructive" ? "text-white/90" : "text-ink-soft")}>
                {description}
              </ToastPrimitive.Description>
            )}
          </div>
          {action}
          <ToastPrimitive.Close
            aria-label="Close"
            className={cn("absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100", variant === "destructive" ? "text-white" : "text-ink-muted")}
          >
            <X className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* Bottom of the screen, where dialogs leave room for it (dialog.tsx). */}
      <ToastPrimitive.Viewport className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
