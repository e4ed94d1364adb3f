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
 *                  [--live --reads] [--rounds 5]   (then, on the same cluster, the reads with the streams open against
 *                                   none, in turn, as --against does: live-reads.ts)
 *                  [--live --reads --bare-streams]   (the same, with the streams held on plain Node servers that
 *                                   write them what the app would: the floor for any server, bare-feeder.mjs)
 *                  [--port 5106]   (the first app's port; a comparison takes the next one too. Scratch databases
 *                                   are named after it, so two benches on one machine keep apart)
 *                  [--past-roundtables N]   (the past convention holds N roundtables of its own: db:demo's option)
 *                  [--past-beside N] [--rounds 5]   (the reads with a past convention of N roundtables of its own
 *                                   against one of none, in turn, as --against does)
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
    reads: { type: "boolean", default: false },
    "bare-streams": { type: "boolean", default: false },
    port: { type: "string", default: "5106" },
    "past-roundtables": { type: "string" },
    "past-beside": { type: "string" },
  },
});

export type TargetKind = "server" | "embedded";

export const DURATION = Number(args.duration);
export const CONNECTIONS = Number(args.connections);
export const ROUNDS = Number(args.rounds);
/** Slow by design (bcrypt): such rows run at least this long. */
export const SLOW_DURATION = Math.max(DURATION, 20);
export const PORT = Number(args.port);
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
  /** With --live: the reads with the streams open against with none, on the same cluster. */
  reads: args.reads ?? false,
  /** With --live --reads: the streams held on bare-feeder.mjs instead of the app. */
  bareStreams: args["bare-streams"] ?? false,
  /** db:demo's --past-roundtables: the past convention's own roundtables (none given: the demo's default). */
  pastRoundtables: args["past-roundtables"],
  /** The past convention's own roundtables to measure the reads beside, against a past of none. */
  pastBeside: args["past-beside"],
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
