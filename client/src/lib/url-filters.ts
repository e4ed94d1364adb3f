import { useCallback, useMemo, useRef } from "react";
import { useLocation, useSearch } from "wouter";

/**
 * A list page's filters live in its address (docs/product.md, "Filters in the address"): Back,
 * reload and a shared link bring them back. Only values that differ from the defaults are
 * written, so an unfiltered page keeps its bare path.
 */
export type FilterValues = Record<string, string>;

/** The filters an address carries: each known key from the search, else its default. Unknown keys are ignored. */
export function readFilters<T extends FilterValues>(search: string, defaults: T): T {
  const params = new URLSearchParams(search);
  const values = { ...defaults };
  for (const key of Object.keys(defaults) as Array<keyof T & string>) {
    const value = params.get(key);
    if (value !== null) values[key] = value as T[typeof key];
  }
  return values;
}

/** "query=poe&region=Southern": the values that differ from the defaults, in the defaults' order. */
export function filtersSearch<T extends FilterValues>(values: T, defaults: T, keep: URLSearchParams = new URLSearchParams()): string {
  const params = new URLSearchParams(keep);
  for (const key of Object.keys(defaults)) {
    params.delete(key);
    const value = values[key];
    if (value !== undefined && value !== defaults[key]) params.set(key, value);
  }
  return params.toString();
}

type Update<T> = Partial<T> | ((previous: T) => Partial<T>);

/**
 * The filters read from the address, and a setter that rewrites it in place (replace, not push:
 * typing a search must not fill the history with one entry per pause). Keys the page does not
 * know (another tab's filters) are kept.
 */
export function useUrlFilters<T extends FilterValues>(defaults: T): readonly [T, (update: Update<T>) => void] {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const values = useMemo(() => readFilters(search, defaults), [search, defaults]);
  // Two debounced boxes can both write before the page renders again: each builds on the last write.
  const latest = useRef({ search, values });
  if (latest.current.search !== search) latest.current = { search, values };

  const setValues = useCallback(
    (update: Update<T>) => {
      const previous = latest.current.values;
      const next = { ...previous, ...(typeof update === "function" ? update(previous) : update) };
      const nextSearch = filtersSearch(next, defaults, new URLSearchParams(latest.current.search));
      latest.current = { search: nextSearch, values: next };
      navigate(nextSearch ? `${path}?${nextSearch}` : path, { replace: true });
    },
    [defaults, navigate, path],
  );
  return [values, setValues] as const;
}
