/**
 * The bench's command line, read once:
 *
 * npm run bench [-- --target server|embedded|both] [--duration 10] [--connections 50]
 *                  [--members 20000] [--roundtables 5000] [--skip-build]
 *                  [--out FILE]   (default bench-results/<start time>.json, a git-ignored folder)
 *                  [--only "first page,join"]   (reads whose name contains one of these)
 *                  [--processes N]   (WEB_CONCURRENCY for the server target; default npm start's)
 *                  [--against DIR] [--rounds 5]   (this checkout against another, read by read: compare.ts)
 *                  [--live] [--streams 100]   (live updates instead of the reads: live.ts; --processes defaults to 2)
 */
import path from "node:path";
import { parseArgs } from "node:util";

export const ROOT = path.resolve(import.meta.dirname, "../..");

const { values: args } = parseArgs({
  options: {
    target: { type: "string", default: "both" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    members: { type: "string", default: "20000" },
    roundtables: { type: "string", default: "5000" },
    "skip-build": { type: "boolean", default: false },
    out: { type: "string" },
    only: { type: "string" },
    processes: { type: "string" },
    against: { type: "string" },
    rounds: { type: "string", default: "5" },
    live: { type: "boolean", default: false },
    streams: { type: "string", default: "100" },
  },
});

export type TargetKind = "server" | "embedded";

export const DURATION = Number(args.duration);
export const CONNECTIONS = Number(args.connections);
export const ROUNDS = Number(args.rounds);
/** Slow by design (bcrypt): such rows run at least this long. */
export const SLOW_DURATION = Math.max(DURATION, 20);
export const PORT = 5106;
/** The one password every demo member shares (server/demo). */
export const PASSWORD = "convention-demo-2026";

export const benchArgs = {
  members: args.members!,
  roundtables: args.roundtables!,
  skipBuild: args["skip-build"] ?? false,
  processes: args.processes,
  /** The live updates scenario (live.ts) instead of the reads, with this many streams open. */
  live: args.live ?? false,
  streams: Number(args.streams),
  /** Another checkout (built, with its node_modules) to compare this one with. */
  against: args.against && path.resolve(args.against),
  targets: (args.target === "both" ? ["server", "embedded"] : [args.target]) as TargetKind[],
  /** Where the figures go: the working tree's git-ignored bench-results/, never docs/. */
  out: path.resolve(ROOT, args.out ?? path.join("bench-results", `${new Date().toISOString().replace(/[:.]/g, "-")}.json`)),
};

/** Whether a read is run: all without --only, else those whose name holds one of its words. */
export function isSelected(name: string): boolean {
  const only = args.only?.split(",").map((part) => part.trim().toLowerCase()).filter(Boolean);
  return !only || only.some((part) => name.toLowerCase().includes(part));
}
