import { useEffect, type RefObject } from "react";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * While the phone menu is open it holds the keyboard: focus moves to its first link, Tab and
 * Shift+Tab cycle through the Menu button and the menu's links and buttons without reaching the
 * page behind, and Escape folds the menu and puts focus back on the Menu button.
 */
export function useMenuTrap(open: boolean, button: RefObject<HTMLElement | null>, panel: RefObject<HTMLElement | null>, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const stops = () => [button.current, ...(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter((node): node is HTMLElement => node !== null);
    stops()[1]?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        close();
        button.current?.focus();
        return;
      }
      if (event.key !== "Tab") return;
      const order = stops();
      if (order.length === 0) return;
      const at = order.indexOf(document.activeElement as HTMLElement);
      const next = at === -1 ? 0 : (at + (event.shiftKey ? -1 : 1) + order.length) % order.length;
      event.preventDefault();
      order[next]!.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, button, panel, close]);
}
