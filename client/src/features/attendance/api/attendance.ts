/**
 * The check-in list and its changes (docs/product.md, "The day at the table"). The list's key sits
 * under the roundtable's participants, so a live seat change (lib/live-updates.ts) reads it again.
 * A tick shows at once and goes back, with the reason, when the server refuses or the network is down.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AttendanceItem, AttendanceList } from "@shared/types";
import { apiRequest } from "@/lib/api-client";
import { now } from "@/lib/clock";

export const attendanceKey = (roundtableId: number) => ["/api/roundtables", "participants", roundtableId, "attendance"] as const;

export const attendanceQueryOptions = (roundtableId: number) =>
  queryOptions({
    queryKey: attendanceKey(roundtableId),
    queryFn: () => apiRequest<AttendanceList>("GET", `/api/roundtables/${roundtableId}/attendance`),
    // Another device at the same table (a co-organizer, staff) ticks too.
    refetchInterval: 20_000,
  });

export const useAttendance = (roundtableId: number, enabled: boolean) => useQuery({ ...attendanceQueryOptions(roundtableId), enabled });

type Tick = { userId: number; here: boolean };

function withTick(list: AttendanceList | undefined, { userId, here }: Tick): AttendanceList | undefined {
  if (!list) return list;
  const items = list.items.map((item): AttendanceItem => {
    if (item.user.id !== userId) return item;
    return here
      ? { ...item, status: "checked_in", checkedInAt: item.checkedInAt ?? now().toISOString() }
      : { ...item, status: item.heldUntil ? "held" : "expected", checkedInAt: null };
  });
  return { ...list, items };
}

/** A tick or its undo, shown at once; the list as the server then says it. */
export function useTick(roundtableId: number) {
  const queryClient = useQueryClient();
  const key = attendanceKey(roundtableId);
  return useMutation({
    mutationFn: ({ userId, here }: Tick) =>
      here
        ? apiRequest<AttendanceList>("POST", `/api/roundtables/${roundtableId}/attendance`, { userId })
        : apiRequest<AttendanceList>("DELETE", `/api/roundtables/${roundtableId}/attendance/${userId}`),
    onMutate: async (tick) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<AttendanceList>(key);
      queryClient.setQueryData<AttendanceList | undefined>(key, (list) => withTick(list, tick));
      return { before };
    },
    onError: (_error, _tick, context) => queryClient.setQueryData(key, context?.before),
    onSuccess: (list) => queryClient.setQueryData(key, list),
  });
}

/** A pass scanned or typed: its member checked in, or seated as a walk-in. */
export function usePassCheckIn(roundtableId: number) {
  const queryClient = useQueryClient();
  const key = attendanceKey(roundtableId);
  return useMutation({
    mutationFn: (token: string) => apiRequest<AttendanceList>("POST", `/api/roundtables/${roundtableId}/attendance`, { token }),
    onSuccess: (list) => queryClient.setQueryData(key, list),
  });
}
