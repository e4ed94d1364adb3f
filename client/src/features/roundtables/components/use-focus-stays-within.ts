import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";

/**
 * After the member acts inside `box` (Join, Leave), the button they pressed is replaced by another
 * (Leave, Join Roundtable): focus would fall to the page's top and a keyboard or screen-reader
 * user would lose their place. Whenever `state` changes after such an action, focus moves to the
 * first control that is there now (docs/product.md, "Keyboard and focus"). Focus the member moved
 * elsewhere themself (not into a confirmation dialog) is left alone.
 */
export function useFocusStaysWithin(box: RefObject<HTMLElement | null>, state: string): void {
  const acted = useRef(false);

  useEffect(() => {
    // On the document: the box may appear after the first render (once the roundtable loaded).
    const onAct = (event: MouseEvent) => {
      if (box.current?.contains(event.target as Node)) acted.current = true;
    };
    const onFocusElsewhere = (event: FocusEvent) => {
      const target = event.target as Element | null;
      if (!target || box.current?.contains(target) || target.closest("[role=dialog],[role=alertdialog]")) return;
      acted.current = false;
    };
    document.addEventListener("click", onAct, true);
    document.addEventListener("focusin", onFocusElsewhere);
    return () => {
      document.removeEventListener("click", onAct, true);
      document.removeEventListener("focusin", onFocusElsewhere);
    };
  }, [box]);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element || !acted.current) return;
    const active = document.activeElement;
    // Still on a usable control of the box, or in the confirmation dialog: nothing to restore yet.
    // The box itself only held the focus while no control was usable (a button saying "Joining...").
    const held = active !== null && active !== document.body && active !== element;
    if (held && (element.contains(active) || active.closest("[role=dialog],[role=alertdialog]"))) {
      if (!(active instanceof HTMLButtonElement && active.disabled)) return;
    }
    const next = element.querySelector<HTMLElement>("button:not([disabled]), a[href], [tabindex]:not([tabindex='-1'])");
    if (next) next.focus();
    else element.focus();
  }, [box, state]);
}
