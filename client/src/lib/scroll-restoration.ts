import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation } from "wouter";

/**
 * Back and Forward come back to where the member was on the page (docs/product.md, "Filters in
 * the address"). The browser's own restoration runs before a list has loaded again, when the page
 * is still too short, so the app keeps each address's position and scrolls there once the page
 * has grown tall enough. A new page (a link) opens at its top; a filter change (same path) stays.
 */
const STORAGE_KEY = "scroll-positions";
/** Give up waiting for the page to grow after this long (a list that came back shorter). */
const RESTORE_WITHIN_MS = 4000;

type Positions = Record<string, number>;

function readPositions(): Positions {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Positions;
  } catch {
    return {};
  }
}

const addressOf = () => window.location.pathname + window.location.search;

export function useScrollRestoration(): void {
  const [path] = useLocation();
  const positions = useRef<Positions>({});
  const popped = useRef(false);
  // While a restore waits for the page to grow, scroll events are the page's, not the member's.
  const restoring = useRef<(() => void) | null>(null);
  const previousPath = useRef(path);
  // The address whose page is on screen: history changes before the page does, so the position
  // is taken for this address at the change, while the old page still shows.
  const shown = useRef("");

  useEffect(() => {
    positions.current = readPositions();
    shown.current = addressOf();
    const previous = history.scrollRestoration;
    history.scrollRestoration = "manual";
    let persist = 0;
    const keep = () => {
      positions.current[shown.current] = Math.round(window.scrollY);
      if (persist) return;
      persist = window.setTimeout(() => {
        persist = 0;
        try {
          sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
        } catch {
          // Storage full or refused: positions still hold for this page's life.
        }
      }, 200);
    };
    const onScroll = () => {
      if (!restoring.current) keep();
    };
    const onAddressChange = (event: Event) => {
      // Back and Forward may already have been rendered (and handled below) inside this event.
      if (addressOf() === shown.current) return;
      if (!restoring.current) keep();
      shown.current = addressOf();
      if (event.type === "popstate") popped.current = true;
      // A filter written in place keeps the page where it is.
      else if (event.type === "replaceState") keep();
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    for (const type of ["popstate", "pushState", "replaceState"]) window.addEventListener(type, onAddressChange);
    return () => {
      window.removeEventListener("scroll", onScroll);
      for (const type of ["popstate", "pushState", "replaceState"]) window.removeEventListener(type, onAddressChange);
      window.clearTimeout(persist);
      restoring.current?.();
      history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    const pathChanged = previousPath.current !== path;
    previousPath.current = path;
    restoring.current?.();
    // React renders a popstate's change inside the event, before this hook's own listener hears it.
    const back = popped.current || window.event?.type === "popstate";
    popped.current = false;
    shown.current = addressOf();
    if (!back) {
      if (pathChanged) window.scrollTo(0, 0);
      return;
    }
    const target = positions.current[addressOf()] ?? 0;
    let finished = false;
    const stop = restoreWhenTallEnough(target, () => {
      finished = true;
      restoring.current = null;
    });
    if (!finished) restoring.current = stop;
  }, [path]);
}

/** Scrolls to `target` as soon as the page is tall enough; stops when the member scrolls by hand or time runs out. */
function restoreWhenTallEnough(target: number, done: () => void): () => void {
  let stopped = false;
  const reachable = () => document.documentElement.scrollHeight - window.innerHeight >= target;
  const attempt = () => {
    window.scrollTo(0, target);
    if (reachable()) stop();
  };
  const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(attempt);
  const timer = setTimeout(() => stop(), RESTORE_WITHIN_MS);
  const byHand = () => stop();
  function stop() {
    if (stopped) return;
    stopped = true;
    observer?.disconnect();
    clearTimeout(timer);
    window.removeEventListener("wheel", byHand);
    window.removeEventListener("touchstart", byHand);
    window.removeEventListener("keydown", byHand);
    done();
  }
  window.addEventListener("wheel", byHand, { passive: true });
  window.addEventListener("touchstart", byHand, { passive: true });
  window.addEventListener("keydown", byHand);
  observer?.observe(document.body);
  attempt();
  return stop;
}
