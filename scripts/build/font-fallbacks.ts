/**
 * A Vite plugin serving `virtual:font-fallbacks.css`: for each web font, a local fallback face
 * ("Inter fallback", "Source Serif 4 fallback") whose size and line metrics are adjusted to the
 * web font's, so text laid out before the web font arrives keeps its place when it swaps in (no
 * layout shift). The metrics and the CSS come from
 * fontaine; the local sources are the generic families' metric-compatible fonts (Arial, Arimo,
 * Liberation Sans; Times New Roman, Tinos, Liberation Serif), so Windows, macOS and Linux all
 * find one.
 */
import { generateFontFace, getMetricsForFamily } from "fontaine";
import type { Plugin } from "vite";

const VIRTUAL_ID = "virtual:font-fallbacks.css";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** The web fonts, each with the generic family it falls back to and that family's reference font. */
const WEB_FONTS = [
  { family: "Inter", generic: "sans-serif", reference: "Arial" },
  { family: "Source Serif 4", generic: "serif", reference: "Times New Roman" },
] as const;

export async function fontFallbackCss(): Promise<string> {
  const faces: string[] = [];
  for (const font of WEB_FONTS) {
    const [metrics, referenceMetrics] = await Promise.all([getMetricsForFamily(font.family), getMetricsForFamily(font.reference)]);
    if (!metrics || !referenceMetrics) throw new Error(`No font metrics for ${font.family} or ${font.reference}`);
    faces.push(generateFontFace(metrics, { name: `${font.family} fallback`, font: font.generic, metrics: referenceMetrics }));
  }
  return faces.join("\n");
}

export function fontFallbacks(): Plugin {
  return {
    name: "english-convention-font-fallbacks",
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      return id === RESOLVED_ID ? fontFallbackCss() : undefined;
    },
  };
}
