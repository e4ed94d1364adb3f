import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { fontFallbacks } from "./scripts/build/font-fallbacks";
import { inlineEntryCss } from "./scripts/build/inline-entry-css";
import { precompress } from "./scripts/build/precompress";

const root = path.resolve(import.meta.dirname);

export default defineConfig({
  root: path.join(root, "client"),
  plugins: [react(), tailwindcss(), fontFallbacks(), inlineEntryCss(), precompress()],
  resolve: {
    alias: {
      "@": path.join(root, "client/src"),
      "@shared": path.join(root, "shared"),
    },
  },
  build: {
    outDir: path.join(root, "dist/public"),
    emptyOutDir: true,
    // No source maps in the published client: they would hand out the whole source.
    sourcemap: false,
  },
});
