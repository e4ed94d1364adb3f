import { Check, ChevronsUpDown } from "lucide-react";
import { forwardRef, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import type { Chapter } from "@shared/types";
import type { ControlProps } from "@/components/ui/form-field";
import { cn } from "@/lib/utils";

type ChapterPickerProps = {
  chapters: Chapter[] | undefined;
  value: number | undefined;
  onChange: (chapterId: number) => void;
  loading?: boolean;
  error?: boolean;
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
};

const label = (chapter: Chapter) => `${chapter.name} (${chapter.region})`;

/** A searchable chapter combobox: type to filter, arrows to move, Enter to choose, Escape to close. */
export const ChapterPicker = forwardRef<HTMLInputElement, ChapterPickerProps>(function ChapterPicker(
  { chapters, value, onChange, loading, error, id, ...aria },
  ref,
) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  // -1: no school highlighted yet, so the first ArrowDown lands on the first school.
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);
  // The list closes a moment after the input loses focus (a click on a school lands first). The
  // timer is cancelled by a new focus and when the picker goes away (a form closed or submitted).
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelClose = () => clearTimeout(closeTimer.current);
  useEffect(() => cancelClose, []);
  const selected = chapters?.find((chapter) => chapter.id === value);

  const matches = useMemo(() => {
    const needle = text.trim().toLowerCase();
    return (chapters ?? []).filter((chapter) => !needle || label(chapter).toLowerCase().includes(needle));
  }, [chapters, text]);

  const placeholder = loading ? "Loading schools..." : error ? "Error loading schools - please refresh" : "Search for your school";

  function choose(chapter: Chapter) {
    onChange(chapter.id);
    setText("");
    setActive(-1);
    setOpen(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (open ? Math.min(index + 1, matches.length - 1) : Math.max(index, 0)));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === "Enter" && open) {
      event.preventDefault();
      // Typed text and Enter take the best (first) match when none is highlighted.
      const chapter = matches[active] ?? (text.trim() ? matches[0] : undefined);
      if (chapter) choose(chapter);
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  }

  return (
    <div className="relative">
      <div className="relative">
        <input
          ref={ref}
          id={id}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && matches[active] ? `${listId}-${matches[active].id}` : undefined}
          disabled={loading || error}
          placeholder={selected ? label(selected) : placeholder}
          value={open ? text : selected ? label(selected) : ""}
          onChange={(event) => {
            setText(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => {
            cancelClose();
            setActive(-1);
            setOpen(true);
          }}
          onBlur={() => {
            cancelClose();
            closeTimer.current = setTimeout(() => setOpen(false), 120);
          }}
          onKeyDown={onKeyDown}
          autoComplete="off"
          className="h-10 w-full rounded-md border border-line bg-white px-3 pr-9 text-sm text-ink shadow-sm placeholder:text-ink-muted focus-visible:border-cardinal focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-cardinal/30 disabled:cursor-not-allowed disabled:bg-paper-muted aria-[invalid=true]:border-danger"
          {...aria}
        />
        <ChevronsUpDown aria-hidden="true" className="pointer-events-none absolute right-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted" />
      </div>
      {error && <p className="mt-1.5 text-sm text-danger">Unable to load schools. Please refresh the page and try again.</p>}
      {open && !loading && !error && (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label="Schools"
          className="absolute z-20 mt-1 max-h-60 w-full overflow-y-auto rounded-md border border-line bg-white py-1 text-sm shadow-lg"
        >
          {matches.length === 0 ? (
            <li className="px-3 py-2 text-ink-muted">No schools found.</li>
          ) : (
            matches.map((chapter, index) => (
              <li
                key={chapter.id}
                id={`${listId}-${chapter.id}`}
                role="option"
                aria-selected={chapter.id === value}
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(chapter);
                }}
                onMouseEnter={() => setActive(index)}
                className={cn("flex cursor-pointer items-center gap-2 px-3 py-2", index === active && "bg-paper-muted")}
              >
                <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: chapter.color }} />
                <span className="flex-1">{label(chapter)}</span>
                {chapter.id === value && <Check aria-hidden="true" className="size-4 text-cardinal" />}
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
});

type ChapterControllerProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  /** The chapters query (the register form retries it: docs/product.md, "Accounts and sign-in"). */
  chapters: Pick<UseQueryResult<Chapter[]>, "data" | "isLoading" | "isError">;
} & ControlProps;

/** The chapter picker bound to a react-hook-form field. */
export function ChapterController<T extends FieldValues>({ control, name, chapters, ...a11y }: ChapterControllerProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ChapterPicker
          {...a11y}
          ref={field.ref}
          chapters={chapters.data}
          value={field.value}
          onChange={field.onChange}
          loading={chapters.isLoading}
          error={chapters.isError}
        />
      )}
    />
  );
}
