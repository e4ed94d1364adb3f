import { describe, expect, it } from "vitest";
import { CallerGoneError } from "../lib/caller-gone-error";
import { createPasswordTurns } from "./password-turns";

/** A job that runs until the test lets it finish. */
function heldJob(started: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("password work in turns", () => {
  it("when more jobs come than the pool is wide, then only that many run at once, and the rest start in the order they came", async () => {
    const turns = createPasswordTurns(2);
    const started: string[] = [];
    const jobs = ["a", "b", "c", "d"].map((name) => heldJob(started, name));
    const results = jobs.map((job) => turns.run(job.work));
    await settle();
    expect(started).toEqual(["a", "b"]);
    expect(turns.load()).toEqual({ running: 2, waiting: 2 });
    jobs[1]!.finish();
    await settle();
    expect(started).toEqual(["a", "b", "c"]);
    jobs[0]!.finish();
    jobs[2]!.finish();
    jobs[3]!.finish();
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d"]);
    expect(turns.load()).toEqual({ running: 0, waiting: 0 });
  });

  it("when a waiting job's caller has gone by its turn, then its work never runs, it fails as CallerGoneError, and the next job gets the turn", async () => {
    const turns = createPasswordTurns(1);
    const started: string[] = [];
    const first = heldJob(started, "first");
    const abandoned = heldJob(started, "abandoned");
    const last = heldJob(started, "last");
    let callerWaits = true;
    const running = turns.run(first.work);
    const skipped = turns.run(abandoned.work, () => callerWaits);
    const next = turns.run(last.work, () => true);
    await settle();
    callerWaits = false;
    first.finish();
    last.finish();
    await expect(skipped).rejects.toBeInstanceOf(CallerGoneError);
    expect(await running).toBe("first");
    expect(await next).toBe("last");
    expect(started).toEqual(["first", "last"]);
    expect(turns.load()).toEqual({ running: 0, waiting: 0 });
  });

  it("when a job fails, then its turn still passes to the next", async () => {
    const turns = createPasswordTurns(1);
    const failing = turns.run(async () => {
      throw new Error("bcrypt failed");
    });
    const after = turns.run(async () => "ran");
    await expect(failing).rejects.toThrow("bcrypt failed");
    expect(await after).toBe("ran");
    expect(turns.load()).toEqual({ running: 0, waiting: 0 });
  });
});
