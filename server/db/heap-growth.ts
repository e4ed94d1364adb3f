/**
 * How far V8 lets the heap grow past what it holds before a full collection. Left to itself, a
 * busy server's heap grows to several times its live size (code, the shared pages, the match
 * catalog). Collecting once the heap has doubled keeps the process markedly smaller and is no
 * slower (a smaller heap stays in the processor's cache). With the embedded database the process
 * holds PostgreSQL's memory too, so there it collects once the heap has grown by half. The levers
 * and their figures: docs/performance.md.
 *
 * The flag is one V8 reads at every collection, so setting it once the process runs takes effect
 * from the next one.
 */
import v8 from "node:v8";

export const HEAP_GROWING_PERCENT = { server: 100, embedded: 50 } as const;

export function limitHeapGrowth(kind: keyof typeof HEAP_GROWING_PERCENT): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT[kind]}`);
}
