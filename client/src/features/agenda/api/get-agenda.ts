import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Agenda } from "@shared/types";
import { apiRequest } from "@/lib/api-client";

export const getAgenda = () => apiRequest<Agenda>("GET", "/api/user/agenda");

/** Under the roundtables' key, so a join, a leave, a placement or a live seat change refreshes it with the lists. */
export const agendaQueryOptions = () => queryOptions({ queryKey: ["/api/roundtables", "list", "agenda"], queryFn: getAgenda });

export const useAgenda = () => useQuery(agendaQueryOptions());
