import type { Config } from "tailwindcss";

/**
 * The design tokens: warm paper, ink, one cardinal accent. Tailwind 4 reads this file through the
 * `@config` line of client/src/index.css.
 */
export default {
  content: ["./client/index.html", "./client/src/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        paper: { DEFAULT: "#faf7f2", card: "#ffffff", muted: "#f3eee6" },
        ink: { DEFAULT: "#1f1b16", soft: "#4a443c", muted: "#6b6358" },
        line: "#e4ddd1",
        cardinal: { DEFAULT: "#9b1c31", dark: "#7d1527", soft: "#f7e6e9" },
        success: { DEFAULT: "#2f6b3a", soft: "#e6f2e8" },
        warning: { DEFAULT: "#8a5a00", soft: "#fbf0d9" },
        danger: { DEFAULT: "#b42318", soft: "#fde8e7" },
      },
      fontFamily: {
        // Each web font is followed by its metric-matched local stand-in (scripts/build/font-fallbacks.ts).
        serif: ['"Source Serif 4"', '"Source Serif 4 fallback"', "Georgia", "serif"],
        sans: ['"Inter"', '"Inter fallback"', "system-ui", "sans-serif"],
      },
      borderRadius: { xl: "0.875rem" },
    },
  },
} satisfies Config;
