/**
 * Draws the installable app's icons (client/public/icons) from the app's mark, the cardinal
 * square with the paper "E" of favicon.svg, in the headless Chromium: 192 and 512 px with rounded
 * corners, a 512 px maskable one (full-bleed background, the mark inside the central safe zone
 * that every launcher's mask keeps) and the 180 px Apple touch icon. Run it again after changing
 * the mark: `npx tsx scripts/make-app-icons.ts` (CHROMIUM_PATH overrides /usr/bin/chromium).
 */
import fs from "node:fs/promises";
import path from "node:path";
import { chromium } from "playwright-core";

const CARDINAL = "#9b1c31";
const PAPER = "#faf7f2";
// The E of favicon.svg, drawn on a 32-unit grid.
const LETTER = "M9 9h14v3H13v3h8v3h-8v3h10v3H9z";

/** The mark on a `size` px canvas; `maskable` fills the canvas and shrinks the letter to the safe zone (80 %). */
function markSvg(size: number, options: { maskable?: boolean; rounded?: boolean }): string {
  const radius = options.rounded ? 7 : 0;
  const letterScale = options.maskable ? 0.72 : 1;
  const offset = (32 - 32 * letterScale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
    <rect width="32" height="32" rx="${radius}" fill="${CARDINAL}"/>
    <path d="${LETTER}" fill="${PAPER}" transform="translate(${offset} ${offset}) scale(${letterScale})"/>
  </svg>`;
}

const ICONS = [
  { file: "icon-192.png", size: 192, rounded: true },
  { file: "icon-512.png", size: 512, rounded: true },
  { file: "maskable-512.png", size: 512, maskable: true },
  { file: "apple-touch-icon.png", size: 180 },
];

async function main() {
  const outDir = path.resolve(import.meta.dirname, "../client/public/icons");
  await fs.mkdir(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  try {
    for (const icon of ICONS) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
      await page.setContent(`<html><body style="margin:0;background:transparent">${markSvg(icon.size, icon)}</body></html>`);
      await page.locator("svg").screenshot({ path: path.join(outDir, icon.file), omitBackground: true });
      await page.close();
      console.log(`wrote ${icon.file}`);
    }
  } finally {
    await browser.close();
  }
}

await main();
