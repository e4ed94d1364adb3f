import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { forgetToasts } from "@/components/ui/use-toast";
import { setClock } from "@/lib/clock";
import { resetDataTimes } from "@/lib/offline-data";
import { TEST_NOW } from "./build-convention";

// Pages and the sign-in forms load on demand: the first import of a chunk can outlast 1 s on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// Tests stand for a browser that may hold a session: the current member is always asked for.
document.cookie = "ec.in=1; path=/";

// The worker's own fetch, put back after a test that stubbed it (render.tsx, stubApi).
const workerFetch = globalThis.fetch;

// Time is an input: every test runs a month before the 2026 convention unless it sets another moment.
beforeEach(() => setClock(TEST_NOW));

afterEach(() => {
  cleanup();
  // Test files share a worker's document (vitest.config.ts, isolate: false): what a portal or an
  // announcer left behind after unmounting goes too, so the next test starts from an empty page.
  document.body.replaceChildren();
  // And module state a test leaves: toasts, the data times of the offline label, stubs, storage.
  forgetToasts();
  resetDataTimes();
  globalThis.fetch = workerFetch;
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  // Pages keep their filters in the address: each test starts from a bare one.
  window.history.replaceState(null, "", "/");
  vi.restoreAllMocks();
});

// jsdom lacks these; Radix primitives call them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
