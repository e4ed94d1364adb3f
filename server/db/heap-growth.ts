/**
 * How far V8 lets the heap grow past what it holds before a full collection. Left to itself, a
 * busy server's heap grows to three or four times its live size: the app keeps about 40 MB
 * (code, the shared pages, the match catalog), and at 50 connections on 20,000 members the
 * process reached 236-245 MB on a PostgreSQL server. Collecting once the heap has doubled kept it
 * at 159-170 MB, and measured as fast or faster (the heap stays in cache); the numbers are in
 * docs/performance.md. With the embedded database the process holds PostgreSQL too (about 140 MB
 * of PGlite's WebAssembly memory), so there it collects once the heap has grown by half (285-305 MB
 * before, near 220 MB after, at the same throughput).
 *
 * The flag is one V8 reads at every collection, so setting it once the process runs takes effect
 * from the next one.
 */
import v8 from "node:v8";

export const HEAP_GROWING_PERCENT = { server: 100, embedded: 50 } as const;

export function limitHeapGrowth(kind: keyof typeof HEAP_GROWING_PERCENT): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT[kind]}`);
}
