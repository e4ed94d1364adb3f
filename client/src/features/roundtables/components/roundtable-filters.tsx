import { Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { REGIONS } from "@shared/constants";
import { Card } from "@/components/ui/card";
import { Input, NativeSelect } from "@/components/ui/input";
import { useChapters } from "@/lib/chapters";
import { EMPTY_FILTERS, type RoundtableFilters } from "../api/get-roundtables";

export const TEXT_DEBOUNCE_MS = 300;

export function hasActiveFilters(filters: RoundtableFilters): boolean {
  return (Object.keys(EMPTY_FILTERS) as Array<keyof RoundtableFilters>).some(
    (key) => filters[key].trim() !== EMPTY_FILTERS[key],
  );
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

export function RoundtableFiltersCard({ filters, onChange }: { filters: RoundtableFilters; onChange: (filters: RoundtableFilters) => void }) {
  const id = useId();
  const { data: chapters } = useChapters();
  const [query, setQuery] = useDebouncedText(filters.query, (value) => onChange({ ...filters, query: value }));
  const [tag, setTag] = useDebouncedText(filters.tag, (value) => onChange({ ...filters, tag: value }));
  const regionChapters = (chapters ?? []).filter((chapter) => filters.region !== "all" && chapter.region === filters.region);

  return (
    <Card className="p-5">
      <form role="search" aria-label="Filter roundtables" onSubmit={(event) => event.preventDefault()} className="grid gap-4 md:grid-cols-2 lg:grid-cols-12">
        <div className="space-y-1.5 lg:col-span-4">
          <label htmlFor={`${id}-query`} className="block text-sm font-medium text-ink">
            Search
          </label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-ink-muted" />
            <Input
              id={`${id}-query`}
              type="search"
              className="pl-9"
              placeholder="Search roundtables, topics, or chapters..."
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
        </div>
        <div className="space-y-1.5 lg:col-span-2">
          <label htmlFor={`${id}-tag`} className="block text-sm font-medium text-ink">
            Tag
          </label>
          <Input id={`${id}-tag`} placeholder="e.g. gothic" value={tag} onChange={(event) => setTag(event.target.value)} />
        </div>
        <div className="space-y-1.5 lg:col-span-2">
          <label htmlFor={`${id}-region`} className="block text-sm font-medium text-ink">
            Region
          </label>
          <NativeSelect
            id={`${id}-region`}
            value={filters.region}
            onChange={(event) => onChange({ ...filters, region: event.target.value, chapterId: "all" })}
          >
            <option value="all">All Regions</option>
            {REGIONS.map((region) => (
              <option key={region} value={region}>
                {region}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5 lg:col-span-2">
          <label htmlFor={`${id}-chapter`} className="block text-sm font-medium text-ink">
            Chapter
          </label>
          <NativeSelect
            id={`${id}-chapter`}
            value={filters.chapterId}
            disabled={filters.region === "all"}
            onChange={(event) => onChange({ ...filters, chapterId: event.target.value })}
          >
            <option value="all">{filters.region === "all" ? "Choose a region first" : "All Chapters"}</option>
            {regionChapters.map((chapter) => (
              <option key={chapter.id} value={String(chapter.id)}>
                {chapter.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5 lg:col-span-2">
          <label htmlFor={`${id}-type`} className="block text-sm font-medium text-ink">
            User type
          </label>
          <NativeSelect id={`${id}-type`} value={filters.userType} onChange={(event) => onChange({ ...filters, userType: event.target.value })}>
            <option value="all">All Users</option>
            <option value="advisor">Advisors Only</option>
            <option value="student">Students Only</option>
          </NativeSelect>
        </div>
      </form>
    </Card>
  );
}
