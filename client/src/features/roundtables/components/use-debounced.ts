import { useEffect, useState } from "react";

/** The value once it has stood still for `delay` ms: a search asks once per pause, not per keystroke. */
export function useDebounced(value: string, delay = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
