/**
 * Several app processes on one port, through Node's cluster: the primary forks them and answers
 * nothing itself, starts another when one dies, and on SIGTERM or SIGINT stops them all, each
 * finishing its requests in flight.
 *
 * Why: a process answers on one thread, and on a PostgreSQL server no process keeps anything the
 * others need (sessions, rate limits and the data versions that govern every cache live in the
 * database), so one process per core puts the machine's other cores to work (docs/performance.md).
 *
 * The first process starts alone: it applies the migrations and the first start's seeds, and the
 * others start once it answers (their own migration check then finds nothing to do). A database
 * that is late doesn't stop a process (it waits for it, serve.ts). If the first process stops
 * before any has answered, the start failed (a port in use, a wrong database): it has printed
 * why, so the primary stops and exits with 1 instead of starting it again and again. Once one
 * has answered, the primary never stops the processes that answer because another failed: a
 * process that stops is replaced, at once the first time and then after a delay that doubles
 * with each further stop within a minute (up to 30 s), so that a fault that kills every new
 * process does not spin while the others answer.
 */
import cluster, { type Worker } from "node:cluster";
import type { Logger } from "./logger";

/** What an app process sends its primary once it answers requests. */
export const APP_PROCESS_READY = "english-convention:app-process-ready";
/**
 * What an app process sends when Ctrl-C reached it: the terminal signals the whole process group,
 * and the app must stop rather than have the primary replace the process that stopped first.
 */
export const APP_PROCESS_INTERRUPTED = "english-convention:app-process-interrupted";

// Each process forces its own exit 10 s after a stop begins (serve.ts); this is the backstop.
const STOP_DEADLINE_MS = 15_000;
const RESTART_DELAY_MS = { first: 1_000, most: 30_000 };

export function runProcessCluster(options: { processes: number; port: number; logger: Logger }): void {
  const { processes, port, logger } = options;
  const live = new Set<Worker>();
  const answering = new Set<Worker>();
  const restarts: number[] = [];
  let allStarted = false;
  let othersForked = false;
  let everAnswered = false;
  let stopping = false;
  let exitCode = 0;

  const start = () => {
    const worker = cluster.fork();
    live.add(worker);
    worker.on("message", (message: unknown) => {
      if (message === APP_PROCESS_INTERRUPTED) return onSignal("SIGINT");
      if (message !== APP_PROCESS_READY) return;
      answering.add(worker);
      everAnswered = true;
      if (allStarted) {
        logger.info(`app process ${worker.process.pid} is answering in place of the one that stopped`);
      } else if (!othersForked && processes > 1) {
        othersForked = true;
        for (let i = 1; i < processes; i++) start();
      }
      if (!allStarted && answering.size >= processes) {
        allStarted = true;
        logger.info(`English Convention is listening on http://localhost:${port} (${processes} app processes)`);
      }
    });
  };

  const stopAll = (code: number) => {
    exitCode = Math.max(exitCode, code);
    if (stopping) return;
    stopping = true;
    for (const worker of live) worker.process.kill("SIGTERM");
    if (live.size === 0) process.exit(exitCode);
    setTimeout(() => {
      logger.error(`app processes still running ${STOP_DEADLINE_MS / 1000} s after the stop; ending them`);
      for (const worker of live) worker.process.kill("SIGKILL");
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
  };

  cluster.on("exit", (worker, code, signal) => {
    live.delete(worker);
    const hadAnswered = answering.delete(worker);
    if (stopping) {
      if (code !== 0) exitCode = 1;
      if (live.size === 0) {
        if (exitCode === 0) logger.info("stopped cleanly");
        process.exit(exitCode);
      }
      return;
    }
    if (!everAnswered && !hadAnswered) return stopAll(1);
    const now = Date.now();
    restarts.push(now);
    while (restarts[0]! < now - 60_000) restarts.shift();
    const delay = restarts.length === 1 ? 0 : Math.min(RESTART_DELAY_MS.most, RESTART_DELAY_MS.first * 2 ** (restarts.length - 2));
    const when = delay ? ` in ${delay / 1000} s` : "";
    // Exit 0 is a graceful stop on SIGTERM sent to that process alone: a restart of one process.
    if (code === 0) logger.info({ appProcess: worker.process.pid }, `an app process stopped; starting another${when}`);
    else logger.error({ appProcess: worker.process.pid, code, signal }, `an app process stopped unexpectedly; starting another${when}`);
    // Not unref'd: with every process gone, this timer is what keeps the primary alive.
    setTimeout(() => {
      if (!stopping) start();
    }, delay);
  });

  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    logger.info(`${signal} received: stopping the app processes`);
    stopAll(0);
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);

  start();
}
