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
          const css = String(asset.source);
          // Nothing else asks for the file unless a chunk names it (Vite's preload lists do).
          const named = Object.values(bundle).some((output) => output.type === "chunk" && output.code.includes(fileName));
          if (!named) delete bundle[fileName];
          return `<style>${css.replace(/<\/style/gi, "<\\/style")}</style>`;
        });
      },
    },
  };
}
