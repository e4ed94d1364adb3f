import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** Serious and critical WCAG A/AA violations on the page as it stands (an open dialog included). */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Colours are read as they are drawn: a button fading in or out of its pending state (a
  // transition) is measured half way and fails contrast. Axe looks once the page has settled.
  // Endless ones (a skeleton's pulse) are left running.
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity), undefined, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}
