import { useState, type KeyboardEvent } from "react";
import type { ChapterSummary } from "@shared/types";

export const CHAPTER_DOT_LIMIT = 5;

/**
 * The chapters at the table as colored dots: 5 by default, then "+N more". Each dot names its
 * chapter in a tooltip on hover; the group takes focus and then names them all, and screen readers
 * read the names from its label (a title attribute alone reaches neither keyboards, touch screens
 * nor every screen reader). Escape hides the tooltip.
 */
export function ChapterDots({
  chapters,
  limit = CHAPTER_DOT_LIMIT,
  align = "end",
}: {
  chapters: ChapterSummary[];
  limit?: number;
  /** Which edge the tooltip keeps to: the dots' right edge on cards, their left in Details. */
  align?: "start" | "end";
}) {
  const [tip, setTip] = useState<string | null>(null);
  if (chapters.length === 0) return null;
  const shown = chapters.slice(0, limit);
  const hidden = chapters.slice(limit);
  const names = chapters.map((chapter) => chapter.name).join(", ");

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && tip !== null) {
      event.stopPropagation();
      setTip(null);
    }
  };

  return (
    <div
      tabIndex={0}
      role="img"
      aria-label={`Chapters: ${names}`}
      className="relative flex items-center gap-1.5 rounded-full outline-none focus-visible:ring-2 focus-visible:ring-cardinal focus-visible:ring-offset-2"
      // Only a keyboard's focus opens it: a dialog that focuses the dots as it opens by a click does not.
      onFocus={() => isFocusVisible() && setTip(names)}
      onBlur={() => setTip(null)}
      onMouseLeave={() => setTip(null)}
      onKeyDown={onKeyDown}
    >
      {shown.map((chapter) => (
        <span
          key={chapter.id}
          aria-hidden="true"
          data-testid="chapter-dot"
          data-chapter={chapter.name}
          className="size-3 rounded-full ring-2 ring-white"
          style={{ backgroundColor: chapter.color }}
          onMouseEnter={() => setTip(chapter.name)}
        />
      ))}
      {hidden.length > 0 && (
        <span aria-hidden="true" className="text-xs font-medium text-ink-muted" onMouseEnter={() => setTip(hidden.map((chapter) => chapter.name).join(", "))}>
          +{hidden.length} more
        </span>
      )}
      {tip !== null && (
        // Screen readers read the names from the label; the tooltip is for the eyes.
        <span
          aria-hidden="true"
          data-testid="chapter-tooltip"
          className={`pointer-events-none absolute bottom-full ${align === "end" ? "right-0" : "left-0"} z-20 mb-2 w-max max-w-60 rounded-md bg-ink px-2 py-1 text-xs font-medium text-white shadow-lg`}
        >
          {tip}
        </span>
      )}
    </div>
  );
}

/**
 * Whether the last input was a key (as a browser decides to draw a focus ring): read from the
 * document's own key and pointer events, once for the whole app.
 */
let keyboardLast = false;
if (typeof document !== "undefined") {
  document.addEventListener("keydown", () => (keyboardLast = true), true);
  document.addEventListener("pointerdown", () => (keyboardLast = false), true);
  document.addEventListener("mousedown", () => (keyboardLast = false), true);
}
const isFocusVisible = () => keyboardLast;
