import { lazy, Suspense, type ComponentType, type ReactNode } from "react";

/** A component whose code loads on first render, or earlier on `preload()`. */
export type LazyComponent<P extends object> = ComponentType<P> & { preload: () => void };

/**
 * The component `load` brings, fetched on first render with `fallback` in its place until it
 * arrives. `preload` starts the download ahead; the module system keeps it, so the first render
 * then finds the code at once.
 */
export function lazyWithFallback<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode): LazyComponent<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function LazyWithFallback(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyWithFallback, { preload: () => void load().catch(() => undefined) });
}
