/**
 * npm run bench -- --live --reads: the bench's reads (scenarios.ts; --only, --duration) on the live
 * scenario's cluster, with its `--streams` streams open and with none, in turn over `--rounds`
 * rounds, as --against compares two checkouts (compare.ts, whose table it prints). Seat changes
 * flow through both (one every EVERY_MS, taken and given back by the writer), so the streams are
 * all that differs: the ratio is what delivering the changes to them costs each read.
 *
 * The streams are held by a process of their own (stream-holder.mjs): read in this process, they
 * would take autocannon's event loop from it in one state and not the other. It still shares the
 * machine's cores, as the app and autocannon do, at the lowest priority and reading raw bytes.
 * With --bare-streams it holds them on bare-feeder.mjs instead, which writes them the same events
 * at the app's pace: the floor that delivering them costs the reads on this machine.
 */
import { fork, spawn } from "node:child_process";
import { once } from "node:events";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { Pool } from "pg";
import { benchArgs, ROUNDS } from "./args";
import { comparedReads, measure, type App, type Comparison, type Sample } from "./compare";
import { EVERY_MS, freeTables, type LiveCast } from "./live-cast";
import { prepareScenarios } from "./scenarios";

/** After the streams open or close, before a read starts: the opens' work (and the closes' tidying) done. */
const SETTLE_MS = 2_000;
/** The roundtables the writer takes a seat at and gives it back, in turn. */
const FLOW_TABLES = 50;

export type LiveReads = Comparison & {
  streams: number;
  /** How many times the streams were opened, and for how long in all. */
  opens: number;
  openSeconds: number;
  changes: number;
  /** Seat events the streams received, the server's ends and the opens tried again, over every round. */
  events: number;
  endedEarly: number;
  retried: number;
};

type HolderAnswer = { opened?: number; retried?: number; closed?: number; events?: number; endedEarly?: number; error?: string };

/** The stream holder, in a plain Node process (no TypeScript loader): each message sent, its answer. */
function startHolder() {
  const child = fork(path.join(import.meta.dirname, "stream-holder.mjs"), [], { execArgv: [], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  // It stands for members' phones, which are not on the server's cores: at the lowest priority it
  // reads in what the app and the database leave idle, and its sockets' buffers hold the rest
  // meanwhile (a few kB a stream over a read's seconds), so it takes little from the reads.
  os.setPriority(child.pid!, 19);
  const ask = (message: object) =>
    new Promise<HolderAnswer>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the stream holder stopped (exit ${code})`));
      child.once("exit", onExit);
      child.once("message", (answer: HolderAnswer) => {
        child.off("exit", onExit);
        if (answer.error) reject(new Error(answer.error));
        else resolve(answer);
      });
      child.send(message);
    });
  return { ask, stop: () => child.kill() };
}

/** bare-feeder.mjs in as many processes as the app runs: its base, and how to stop it. */
async function startBareFeeder(processes: number) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "bare-feeder.mjs"), String(processes)], { stdio: ["ignore", "pipe", "inherit", "ipc"] });
  const [line] = (await once(child.stdout!.setEncoding("utf8"), "data")) as [string];
  return { base: `http://127.0.0.1:${line.trim()}`, stop: () => child.kill() };
}

/**
 * The writer takes a seat at each of `tables` in turn, then gives each back, and again, one change
 * every EVERY_MS (a change running late moves the next ones on rather than bunching them), until
 * stopped. `check` throws once a change has failed: the rounds after it would measure no flow.
 */
function flowSeats(pool: Pool, writerId: number, tables: number[]) {
  let stopped = false;
  let changes = 0;
  let failure: unknown;
  const done = (async () => {
    for (let due = performance.now(); !stopped; due = Math.max(due + EVERY_MS, performance.now())) {
      await sleep(Math.max(0, due - performance.now()));
      if (stopped) return;
      const table = tables[changes % tables.length];
      const join = Math.floor(changes / tables.length) % 2 === 0;
      await pool.query(join ? "insert into participations (roundtable_id, user_id) values ($1, $2)" : "delete from participations where roundtable_id = $1 and user_id = $2", [table, writerId]);
      changes += 1;
    }
  })().catch((error: unknown) => {
    failure = error;
  });
  const check = () => {
    if (failure) throw failure;
  };
  return {
    check,
    stop: async () => {
      stopped = true;
      await done;
      check();
      return changes;
    },
  };
}

/** The reads with `cast`'s streams open and with none, on the running cluster `app` (its headers unused: the demo member `email` signs in here). */
export async function readsBesideStreams(app: Omit<App, "headers">, pool: Pool, email: string, cast: LiveCast): Promise<LiveReads> {
  const { cast: reader, scenarios } = await prepareScenarios(app.base, email);
  const reads = comparedReads(scenarios);
  const side: App = { ...app, headers: reader.headers };
  const tables = await freeTables(pool, cast.writerId, FLOW_TABLES);
  if (tables.length === 0) throw new Error("no roundtable has a free seat for the writer");

  // --bare-streams: the same streams, written the same events at the app's pace by bare Node servers.
  const feeder = benchArgs.bareStreams ? await startBareFeeder(Number(app.scratch.spawnEnv.WEB_CONCURRENCY)) : undefined;
  const holder = startHolder();
  const streamsBase = feeder?.base ?? app.base;
  const flow = flowSeats(pool, cast.writerId, tables);
  const tally = { opens: 0, openSeconds: 0, events: 0, endedEarly: 0, retried: 0 };
  let openedAt: number | undefined;
  const streamsOpen = async (wanted: boolean) => {
    if (wanted === (openedAt !== undefined)) return;
    if (wanted) {
      const answer = await holder.ask({ open: { base: streamsBase, cookies: cast.cookies } });
      if (answer.opened !== cast.cookies.length) throw new Error(`${answer.opened} of ${cast.cookies.length} streams opened`);
      openedAt = performance.now();
      tally.opens += 1;
      tally.retried = answer.retried ?? 0;
    } else {
      const answer = await holder.ask({ close: true });
      tally.openSeconds += (performance.now() - openedAt!) / 1000;
      openedAt = undefined;
      tally.events = answer.events ?? 0;
      tally.endedEarly = answer.endedEarly ?? 0;
    }
    await sleep(SETTLE_MS);
  };

  const samples = new Map<string, Sample[][]>();
  try {
    // A pass in both states before the rounds, not recorded: after the setup (the writers'
    // sign-ins, the first opening of these streams), the first read's ratio was 55 to 70 % in
    // every run, against 77 to 103 % in the rounds after it.
    for (const state of [true, false]) {
      await streamsOpen(state);
      await measure(side, reads[0]!);
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, read] of reads.entries()) {
        // Which state goes first swaps from read to read (one switch of the streams per read) and from round to round.
        const order = (round + index) % 2 === 0 ? [0, 1] : [1, 0];
        const pair = samples.get(read.name) ?? [[], []];
        for (const state of order) {
          await streamsOpen(state === 0);
          pair[state]!.push(await measure(side, read));
          flow.check();
        }
        samples.set(read.name, pair);
        console.log(`round ${round + 1}/${ROUNDS} ${read.name}: ${pair.map((list) => list.at(-1)!.requestsPerSecond.toFixed(0)).join(" / ")} req/s (streams open / none)`);
      }
    }
    await streamsOpen(false);
    const changes = await flow.stop();
    return { labels: [`${cast.cookies.length} ${feeder ? "bare " : ""}streams`, "no streams"], samples, streams: cast.cookies.length, changes, ...tally };
  } finally {
    holder.stop();
    feeder?.stop();
    await flow.stop().catch(() => undefined);
  }
}

/** Under the table: that the streams were open and fed while their rounds ran. */
export function printStreamsSummary(run: LiveReads) {
  const expected = run.streams * run.openSeconds * (1000 / EVERY_MS);
  console.log(
    [
      `Streams: ${run.streams}, held by a process of their own, opened ${run.opens} times, ${run.openSeconds.toFixed(0)} s open in all; a seat change every ${EVERY_MS} ms in both states (${run.changes} changes).`,
      `  seat events the streams received: ${run.events}, about ${expected.toFixed(0)} expected (streams × seconds open × changes a second); streams the server ended: ${run.endedEarly}; opens answered 503 and tried again: ${run.retried}`,
    ].join("\n"),
  );
}
