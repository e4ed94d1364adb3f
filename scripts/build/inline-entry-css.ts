/**
 * A Vite plugin that writes the entry stylesheet into index.html as a <style> element instead of
 * a <link>: on a slow mobile connection the linked file was a render-blocking round trip of its
 * own. The stylesheet is small and index.html is sent compressed and revalidated with its ETag,
 * so nothing is fetched twice (the size budget is in bundle-budget.test.ts).
 * Route chunks' own stylesheets, if any, stay separate files.
 */
import type { Plugin } from "vite";

const LINKED_STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g;

export function inlineEntryCss(): Plugin {
  const inlined = new Set<string>();
  return {
    name: "english-convention-inline-entry-css",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(LINKED_STYLESHEET, (tag, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== "asset") return tag;
          inlined.add(fileName);
          return `<style>${String(asset.source).replace(/<\/style/gi, "<\\/style")}</style>`;
        });
      },
    },
    // Once every chunk is final: a chunk's preload list (Vite's __vite__mapDeps, written after the
    // HTML) may still name the file, e.g. a lazily loaded library whose own dynamic import uses
    // the entry's preload helper. Only a file nothing names is dropped.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        for (const fileName of inlined) {
          const named = Object.values(bundle).some((output) => output.type === "chunk" && output.code.includes(fileName));
          if (!named) delete bundle[fileName];
        }
        inlined.clear();
      },
    },
  };
}
