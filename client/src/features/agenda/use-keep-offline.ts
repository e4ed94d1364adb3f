import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Agenda } from "@shared/types";
import { useServiceWorkerControl } from "@/features/offline";
import { programQueryOptions, programSessionsQueryOptions } from "@/features/program";
import { participantsQueryOptions, roundtableQueryOptions } from "@/features/roundtables";

/**
 * Once the agenda is read through the service worker, the program and the member's roundtables
 * are read too, so their pages open offline later (docs/product.md, "The convention pass"). A read
 * already in memory is not asked again; one that fails is left for the page itself.
 */
export function useKeepOffline(agenda: Agenda | undefined): void {
  const queryClient = useQueryClient();
  // Read again when a first service worker takes the page: the reads before it were not kept.
  const controlled = useServiceWorkerControl();
  useEffect(() => {
    if (!agenda || !controlled) return;
    const quiet = (read: Promise<unknown>) => void read.catch(() => undefined);
    quiet(queryClient.prefetchQuery(programSessionsQueryOptions()));
    quiet(queryClient.prefetchQuery(programQueryOptions()));
    for (const { roundtable } of agenda.items) {
      quiet(queryClient.prefetchQuery(roundtableQueryOptions(roundtable.id)));
      quiet(queryClient.prefetchQuery(participantsQueryOptions(roundtable.id)));
    }
  }, [agenda, controlled, queryClient]);
}
