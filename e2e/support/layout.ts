/** Layout checks for the journeys at desktop and phone widths. */
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { baseUrl } from "./browser";

export const DESKTOP = { name: "1280", viewport: { width: 1280, height: 800 }, isMobile: false } as const;
export const PHONE = { name: "390", viewport: { width: 390, height: 844 }, isMobile: true } as const;
export const NARROW_PHONE = { name: "360", viewport: { width: 360, height: 740 }, isMobile: true } as const;
export type Screen = typeof DESKTOP | typeof PHONE | typeof NARROW_PHONE;

/** A JSON call from inside the page's session (its cookies), as the client would make it. */
export async function api<T>(page: Page, method: "GET" | "POST" | "PUT" | "DELETE", path: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(path, { method, data, headers: { Origin: baseUrl() } });
  if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * The page never scrolls sideways: the document is no wider than the viewport, and no button,
 * link or card sticks out of it (one inside a clipping box would not widen the document).
 */
export async function expectNoSidewaysScroll(page: Page, where: string) {
  // The screen's width, not window.innerWidth: a phone's layout viewport grows with wide content.
  const screenWidth = page.viewportSize()!.width;
  const result = await page.evaluate((width) => {
    const outside = [...document.querySelectorAll<HTMLElement>("button, a, [role=article], [role=dialog], h1, h2, h3")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && element.checkVisibility() && (box.right > width + 1 || box.left < -1);
      })
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`);
    return { scrollWidth: document.documentElement.scrollWidth, width, outside };
  }, screenWidth);
  expect(result.scrollWidth, `${where}: page width`).toBeLessThanOrEqual(result.width);
  expect(result.outside, `${where}: elements outside the viewport`).toEqual([]);
}

/**
 * A dialog fits: nothing inside is wider than the dialog, and the title does not run under the
 * close button.
 */
export async function expectDialogFits(page: Page, dialog: Locator, where: string) {
  await expectNoSidewaysScroll(page, where);
  const result = await dialog.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const wider = [...element.querySelectorAll<HTMLElement>("*")]
      .filter((child) => {
        const childBox = child.getBoundingClientRect();
        return childBox.width > 0 && (childBox.right > box.right + 1 || childBox.left < box.left - 1);
      })
      .map((child) => `${child.tagName.toLowerCase()} "${(child.textContent ?? "").trim().slice(0, 40)}"`);
    const title = element.querySelector("h2")?.getBoundingClientRect();
    const close = element.querySelector("[data-dialog-close]")?.getBoundingClientRect();
    const titleUnderClose = Boolean(title && close && title.right > close.left && title.top < close.bottom && title.bottom > close.top);
    return { scrollable: element.scrollWidth > element.clientWidth, wider, titleUnderClose };
  });
  expect(result.scrollable, `${where}: the dialog scrolls sideways`).toBe(false);
  expect(result.wider, `${where}: wider than the dialog`).toEqual([]);
  expect(result.titleUnderClose, `${where}: the title runs under the close button`).toBe(false);
}
