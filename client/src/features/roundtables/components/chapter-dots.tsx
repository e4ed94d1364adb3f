import type { ChapterSummary } from "@shared/types";

export const CHAPTER_DOT_LIMIT = 5;

/** The chapters at the table as colored dots: 5 by default, then "+N more". */
export function ChapterDots({ chapters, limit = CHAPTER_DOT_LIMIT }: { chapters: ChapterSummary[]; limit?: number }) {
  const shown = chapters.slice(0, limit);
  const hidden = chapters.length - shown.length;
  return (
    <div className="flex items-center gap-1.5" aria-label={`Chapters: ${chapters.map((chapter) => chapter.name).join(", ")}`} role="img">
      {shown.map((chapter) => (
        <span
          key={chapter.id}
          title={chapter.name}
          data-testid="chapter-dot"
          className="size-3 rounded-full ring-2 ring-white"
          style={{ backgroundColor: chapter.color }}
        />
      ))}
      {hidden > 0 && <span className="text-xs font-medium text-ink-muted">+{hidden} more</span>}
    </div>
  );
}
