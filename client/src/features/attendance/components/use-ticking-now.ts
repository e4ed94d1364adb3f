import { useEffect, useState } from "react";
import { now } from "@/lib/clock";

/** The client clock, read again every `everyMs`: the check-in opens and closes on an open page by itself. */
export function useTickingNow(everyMs = 15_000): Date {
  const [moment, setMoment] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setMoment(now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return moment;
}
