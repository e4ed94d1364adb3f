import { useConvention } from "@/lib/convention";
import { DEFAULT_TIME_ZONE } from "../format";

/** The convention's zone: every program time is shown in it, wherever the member is. */
export function useConventionTimeZone(): string {
  const { data } = useConvention();
  return data?.timeZone ?? DEFAULT_TIME_ZONE;
}
