import type { ReactNode } from "react";
import type { Roundtable } from "@shared/types";
import { SkeletonGrid } from "./roundtable-card-skeleton";
import { RoundtableGrid } from "./roundtable-grid";

/** A list to show: a paged one (useRoundtables) also says how to load its next page. */
type RoundtableList = {
  roundtables: Roundtable[];
  isLoading: boolean;
  hasNextPage?: boolean;
  fetchNextPage?: () => unknown;
  isFetchingNextPage?: boolean;
};

type RoundtableResultsProps = {
  list: RoundtableList;
  /** How many skeleton cards hold the place while the list loads. */
  skeletons: number;
  /** Shown when the list has arrived with nothing in it. */
  empty: ReactNode;
  /** The page's card, with the actions it offers there. */
  renderCard: (roundtable: Roundtable) => ReactNode;
};

/** A list of roundtables as every page shows one: skeletons while loading, its empty state, or the cards. */
export function RoundtableResults({ list, skeletons, empty, renderCard }: RoundtableResultsProps) {
  if (list.isLoading) return <SkeletonGrid count={skeletons} />;
  if (list.roundtables.length === 0) return empty;
  const { fetchNextPage } = list;
  return (
    <RoundtableGrid
      roundtables={list.roundtables}
      renderCard={renderCard}
      hasNextPage={list.hasNextPage}
      fetchNextPage={fetchNextPage && (() => void fetchNextPage())}
      isFetchingNextPage={list.isFetchingNextPage}
    />
  );
}
