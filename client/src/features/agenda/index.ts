/** What pages may use of the agenda feature (My Convention). */
export { useAgenda } from "./api/get-agenda";
export { AgendaSkeleton } from "./components/agenda-skeleton";
export { AgendaView } from "./components/agenda-view";
export { useKeepOffline } from "./use-keep-offline";
