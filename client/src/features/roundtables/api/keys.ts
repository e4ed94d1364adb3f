import type { QueryClient } from "@tanstack/react-query";

/** Query keys of the feature; every change invalidates them all (SPEC.md section 4). */
export const roundtableKeys = {
  lists: ["roundtables"] as const,
  participations: ["/api/user/participations"] as const,
  participants: (id: number) => ["roundtable-participants", id] as const,
  allParticipants: ["roundtable-participants"] as const,
};

export async function invalidateRoundtables(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: roundtableKeys.lists }),
    queryClient.invalidateQueries({ queryKey: roundtableKeys.participations }),
    queryClient.invalidateQueries({ queryKey: roundtableKeys.allParticipants }),
    queryClient.invalidateQueries({ queryKey: ["/api/notifications"] }),
  ]);
}
