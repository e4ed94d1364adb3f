/** Debian's Chromium through playwright-core, and pages that fail the test on console errors. */
import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { signIn, type Member } from "./members";
import { e2eServer } from "./server";

export const baseUrl = () => e2eServer().baseUrl;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export type TrackedPage = { page: Page; context: BrowserContext; errors: string[] };

export type PageOptions = {
  permissions?: string[];
  viewport?: { width: number; height: number };
  isMobile?: boolean;
  /**
   * "block" keeps the app's service worker out: a journey that holds requests with page.route needs
   * it, as the worker's own fetches (network-first reads) never pass through the page's routes.
   */
  serviceWorkers?: "allow" | "block";
};

/**
 * A page in its own context (its own cookies: one member). Console errors are collected; the
 * only expected ones are the browser's own lines for answers the app asked for and handles
 * (401 from /api/auth/user while signed out, and the 4xx answers a journey provokes).
 */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<TrackedPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    isMobile: options.isMobile,
    hasTouch: options.isMobile,
    baseURL: baseUrl(),
    serviceWorkers: options.serviceWorkers ?? "allow",
  });
  if (options.permissions) await context.grantPermissions(options.permissions, { origin: baseUrl() });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (/Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())) return;
    errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, context, errors };
}

const artifacts = path.resolve(import.meta.dirname, "../artifacts");

/** The whole page, or with `fullPage: false` the screen as the member sees it (a dialog over the page). */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  fs.mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage });
}

// An open toast, found by its element rather than the accessibility tree: while a modal dialog is
// open, Radix marks everything outside it (the toast viewport too) aria-hidden.
const OPEN_TOAST = "ol > li[data-state=open]";

/** A toast showing `text`. */
export function toast(page: Page, text: string | RegExp) {
  return page.locator(OPEN_TOAST).filter({ hasText: text }).first();
}

/**
 * Every toast the page shows, seen from inside the page as it opens, with the path it opened on.
 * For a notice that lives less time than a slow machine takes to poll for it (the Unauthorized
 * notice before its redirect): the record outlives the page.
 */
export async function recordToasts(page: Page): Promise<Array<{ text: string; path: string }>> {
  const shown: Array<{ text: string; path: string }> = [];
  await page.exposeBinding("__toastShown", (_source, text: string, path: string) => shown.push({ text, path }));
  await page.addInitScript((openToast: string) => {
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const item of document.querySelectorAll(openToast)) {
        if (seen.has(item)) continue;
        seen.add(item);
        (window as unknown as { __toastShown(text: string, path: string): void }).__toastShown(item.textContent ?? "", location.pathname);
      }
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["data-state"] });
  }, OPEN_TOAST);
  return shown;
}

/**
 * One browser for the test file (the only place the e2e tests launch one). Every page opened
 * through `open` or `signedIn` is closed after each test, and a console error on any of them
 * fails that test.
 */
export function trackedPagesForFile() {
  let browser: Browser | undefined;
  const pages: TrackedPage[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  afterEach(async () => {
    const errors = pages.flatMap((tracked) => tracked.errors);
    for (const tracked of pages.splice(0)) await tracked.context.close();
    expect(errors, "console errors on the pages").toEqual([]);
  });
  const launched = () => {
    if (!browser) throw new Error("The browser starts in beforeAll: open pages inside tests");
    return browser;
  };
  async function open(options?: PageOptions): Promise<TrackedPage> {
    const tracked = await openPage(launched(), options);
    pages.push(tracked);
    return tracked;
  }
  /** A page of its own with `member` signed in, at `pathname`. */
  async function signedIn(member: Pick<Member, "email" | "password">, pathname = "/", options?: PageOptions): Promise<Page> {
    const { page } = await open(options);
    await signIn(page, member, pathname);
    return page;
  }
  return { browser: launched, open, signedIn };
}
