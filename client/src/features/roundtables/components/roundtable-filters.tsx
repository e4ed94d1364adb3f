import { useEffect, useRef, useState } from "react";
import { REGIONS } from "@shared/constants";
import type { Chapter } from "@shared/types";
import { FilterDisclosure } from "@/components/layout/filter-disclosure";
import { Card } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input, NativeSelect, SearchInput } from "@/components/ui/input";
import { ProgramFilterFields } from "@/features/program";
import { useChapters } from "@/lib/chapters";
import { EMPTY_FILTERS, type RoundtableFilters } from "../api/get-roundtables";

export const TEXT_DEBOUNCE_MS = 300;

/** How many filters narrow the list (the sort orders it and filters nothing). */
export function activeFilterCount(filters: RoundtableFilters): number {
  // The sort orders the list; it filters nothing.
  return (Object.keys(EMPTY_FILTERS) as Array<keyof RoundtableFilters>).filter(
    (key) => key !== "sort" && filters[key].trim() !== EMPTY_FILTERS[key],
  ).length;
}

export function hasActiveFilters(filters: RoundtableFilters): boolean {
  return activeFilterCount(filters) > 0;
}

/** "1 result", "2 results". */
export function resultCount(total: number): string {
  return `${total} ${total === 1 ? "result" : "results"}`;
}

/** Text typed into a box reaches the filters 300 ms after the last keystroke. */
function useDebouncedText(value: string, onSettled: (value: string) => void) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSettled(text), TEXT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSettled]);
  return [text, setText] as const;
}

type RoundtableFiltersCardProps = { filters: RoundtableFilters; onChange: (filters: RoundtableFilters) => void };

export function RoundtableFiltersCard({ filters, onChange }: RoundtableFiltersCardProps) {
  const { data: chapters } = useChapters();
  // Every change builds on the latest filters, not on this render's: the search and tag boxes'
  // timers can both fire before the page renders again, and the second would drop the first.
  const latest = useRef(filters);
  latest.current = filters;
  const change = (update: Partial<RoundtableFilters>) => {
    latest.current = { ...latest.current, ...update };
    onChange(latest.current);
  };
  const [query, setQuery] = useDebouncedText(filters.query, (value) => change({ query: value }));
  const [tag, setTag] = useDebouncedText(filters.tag, (value) => change({ tag: value }));

  // The search stays in view; the other filters fold behind a button that counts the ones set.
  const foldedCount = activeFilterCount({ ...filters, query: "" });
  const search = (
    <FormField label="Search">
      <SearchInput placeholder="Search roundtables, topics, or chapters..." value={query} onChange={(event) => setQuery(event.target.value)} />
    </FormField>
  );
  return (
    <Card className="p-4 sm:p-5">
      <form role="search" aria-label="Filter roundtables" onSubmit={(event) => event.preventDefault()}>
        <FilterDisclosure activeCount={foldedCount} lead={search}>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6 xl:grid-cols-12">
            <FormField label="Tag" className="lg:col-span-2 xl:col-span-3">
              <Input placeholder="e.g. gothic" value={tag} onChange={(event) => setTag(event.target.value)} />
            </FormField>
            <FormField label="Region" className="lg:col-span-2 xl:col-span-3">
              <NativeSelect value={filters.region} onChange={(event) => change({ region: event.target.value, chapterId: "all" })}>
                <option value="all">All Regions</option>
                {REGIONS.map((region) => (
                  <option key={region} value={region}>
                    {region}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label="Chapter" hint="Roundtables with a member of this chapter seated." className="lg:col-span-2 xl:col-span-3">
              <NativeSelect value={filters.chapterId} onChange={(event) => change({ chapterId: event.target.value })}>
                <option value="all">All Chapters</option>
                <ChapterOptions chapters={chapters ?? []} region={filters.region} />
              </NativeSelect>
            </FormField>
            <FormField label="User type" className="lg:col-span-2 xl:col-span-3">
              <NativeSelect value={filters.userType} onChange={(event) => change({ userType: event.target.value })}>
                <option value="all">All Users</option>
                <option value="advisor">Advisors Only</option>
                <option value="student">Students Only</option>
              </NativeSelect>
            </FormField>
            <ProgramFilterFields filters={filters} onChange={change} />
          </div>
        </FilterDisclosure>
      </form>
    </Card>
  );
}

/** A chosen region lists only its chapters; with All Regions every chapter shows, grouped by region. */
function ChapterOptions({ chapters, region }: { chapters: Chapter[]; region: string }) {
  const option = (chapter: Chapter) => (
    <option key={chapter.id} value={String(chapter.id)}>
      {chapter.name}
    </option>
  );
  if (region !== "all") return <>{chapters.filter((chapter) => chapter.region === region).map(option)}</>;
  return (
    <>
      {REGIONS.map((name) => {
        const inRegion = chapters.filter((chapter) => chapter.region === name);
        return inRegion.length === 0 ? null : (
          <optgroup key={name} label={name}>
            {inRegion.map(option)}
          </optgroup>
        );
      })}
    </>
  );
}
