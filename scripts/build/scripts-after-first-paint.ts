/**
 * A Vite plugin that asks the browser for the app's entry script and its preloaded chunks at low
 * priority (fetchpriority="low"): the first paint comes from index.html itself (its frame, and the
 * landing's opening words), so the scripts need not compete with it on a slow network, and they
 * never count as render-blocking (docs/performance.md, "First paint from the HTML"). The two faces
 * the first paint's words are set in are preloaded instead, so those words are painted once, in
 * their own face, and not again when a fallback face swaps out.
 */
import type { Plugin } from "vite";

const ENTRY_OR_PRELOAD = /<(script type="module"|link rel="modulepreload")( crossorigin)?/g;
/** The faces of the first paint's words: the paragraph (Inter 400), the brand and headline (Source Serif 4 700), Latin only. */
const FIRST_PAINT_FACES = [/^assets\/inter-latin-400-normal-[\w-]+\.woff2$/, /^assets\/source-serif-4-latin-700-normal-[\w-]+\.woff2$/];

export function scriptsAfterFirstPaint(): Plugin {
  return {
    name: "english-convention-scripts-after-first-paint",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const fonts = Object.keys(context.bundle ?? {}).filter((fileName) => FIRST_PAINT_FACES.some((face) => face.test(fileName)));
        const preloads = fonts.map((fileName) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${fileName}">`).join("\n    ");
        return html.replace(ENTRY_OR_PRELOAD, (tag) => `${tag} fetchpriority="low"`).replace("</title>", `</title>\n    ${preloads}`);
      },
    },
  };
}
