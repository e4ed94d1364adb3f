import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { fontFallbacks } from "./scripts/build/font-fallbacks";
import { inlineEntryCss } from "./scripts/build/inline-entry-css";
import { precompress } from "./scripts/build/precompress";
import { scriptsAfterFirstPaint } from "./scripts/build/scripts-after-first-paint";

const root = path.resolve(import.meta.dirname);

export default defineConfig({
  root: path.join(root, "client"),
  plugins: [
    react(),
    tailwindcss(),
    fontFallbacks(),
    inlineEntryCss(),
    scriptsAfterFirstPaint(),
    // The installable app and its service worker (client/src/sw.ts; docs/product.md, "The convention pass").
    VitePWA({
      strategies: "injectManifest",
      srcDir: "src",
      filename: "sw.ts",
      // Registered by the page after sign-in (client/src/features/offline), not by a script in index.html.
      injectRegister: false,
      manifest: {
        name: "English Convention",
        short_name: "Convention",
        description: "Your roundtables, seats and pass for the International English Convention, online and offline.",
        id: "/agenda",
        start_url: "/agenda",
        scope: "/",
        display: "standalone",
        theme_color: "#9b1c31",
        background_color: "#faf7f2",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      injectManifest: {
        // The app's code, styles, fonts (Latin only: the app is in English) and its one page.
        globPatterns: ["**/*.{js,css,html,svg}", "assets/*latin-[0-9]*.woff2"],
        globIgnores: ["**/*-ext-*"],
      },
    }),
    precompress(),
  ],
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
