import { useEffect, useRef, useState } from "react";
import { FilterDisclosure } from "@/components/layout/filter-disclosure";
import { Card } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input, NativeSelect, SearchInput } from "@/components/ui/input";
import { useChapters } from "@/lib/chapters";
import type { DirectoryFilterValues } from "../api/get-directory";

/** Typing settles for this long before the text filters ask the server. */
export const FILTER_DEBOUNCE_MS = 300;

type TextFilter = "query" | "expertise";

function activeCount(values: DirectoryFilterValues): number {
  return [values.query.trim(), values.expertise.trim(), values.chapterId !== "all", values.userType !== "all"].filter(Boolean).length;
}

type DirectoryFiltersProps = {
  /** The applied filters; the text boxes start from them (to reset them, remount with a new key). */
  values: DirectoryFilterValues;
  onChange: (patch: Partial<DirectoryFilterValues>) => void;
};

export function DirectoryFilters({ values, onChange }: DirectoryFiltersProps) {
  const chapters = useChapters();
  const [text, setText] = useState({ query: values.query, expertise: values.expertise });
  const timers = useRef<Partial<Record<TextFilter, ReturnType<typeof setTimeout>>>>({});

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of Object.values(pending)) clearTimeout(timer);
    };
  }, []);

  function changeText(field: TextFilter, value: string) {
    setText((previous) => ({ ...previous, [field]: value }));
    clearTimeout(timers.current[field]);
    timers.current[field] = setTimeout(() => onChange({ [field]: value }), FILTER_DEBOUNCE_MS);
  }

  // The search stays in view on a phone; chapter, member type and expertise fold behind Filters there.
  const search = (
    <FormField label="Search">
      <SearchInput placeholder="Search by name, expertise, or interests..." value={text.query} onChange={(event) => changeText("query", event.target.value)} />
    </FormField>
  );
  return (
    <Card className="mb-8 p-4 sm:p-5">
      <form role="search" aria-label="Filter members" onSubmit={(event) => event.preventDefault()}>
        <FilterDisclosure activeCount={activeCount({ ...values, query: "" })} lead={search} desktop="open">
          <div className="grid gap-4 md:grid-cols-3">
            <FormField label="Chapter">
              <NativeSelect value={values.chapterId} onChange={(event) => onChange({ chapterId: event.target.value })}>
                <option value="all">All Chapters</option>
                {chapters.data?.map((chapter) => (
                  <option key={chapter.id} value={String(chapter.id)}>
                    {chapter.name} ({chapter.region})
                  </option>
                ))}
              </NativeSelect>
            </FormField>

            <FormField label="Member type">
              <NativeSelect value={values.userType} onChange={(event) => onChange({ userType: event.target.value as DirectoryFilterValues["userType"] })}>
                <option value="all">All Users</option>
                <option value="advisor">Advisors</option>
                <option value="student">Students</option>
              </NativeSelect>
            </FormField>

            <FormField label="Expertise">
              <Input placeholder="e.g. Victorian poetry" value={text.expertise} onChange={(event) => changeText("expertise", event.target.value)} />
            </FormField>
          </div>
        </FilterDisclosure>
      </form>
    </Card>
  );
}
