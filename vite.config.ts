import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const root = path.resolve(import.meta.dirname);

export default defineConfig({
  root: path.join(root, "client"),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      "@": path.join(root, "client/src"),
      "@shared": path.join(root, "shared"),
    },
  },
  build: {
    outDir: path.join(root, "dist/public"),
    emptyOutDir: true,
    sourcemap: true,
  },
});
