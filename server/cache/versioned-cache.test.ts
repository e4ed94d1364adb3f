import { describe, expect, it } from "vitest";
import { createVersionedCache } from "./versioned-cache";

/** A build that resolves when told to, counting its calls. */
function deferredBuilds<Value>() {
  const calls: Array<{ resolve: (value: Value) => void; reject: (error: Error) => void }> = [];
  const build = () => new Promise<Value>((resolve, reject) => calls.push({ resolve, reject }));
  return { calls, build };
}

describe("versioned cache", () => {
  it("when requests for one key and version arrive together, then it builds once and all get the value", async () => {
    const cache = createVersionedCache<string>({ maxEntries: 10 });
    const { calls, build } = deferredBuilds<string>();
    const answers = Promise.all([cache.get("page", 5, build), cache.get("page", 5, build), cache.get("page", 4, build)]);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve("built at 5");
    expect(await answers).toEqual(["built at 5", "built at 5", "built at 5"]);
  });

  it("when a request needs a newer version than the entry's, then it builds again; an older or equal one is served", async () => {
    const cache = createVersionedCache<string>({ maxEntries: 10 });
    let builds = 0;
    const build = async () => `build ${++builds}`;
    expect(await cache.get("page", 3, build)).toBe("build 1");
    expect(await cache.get("page", 3, build)).toBe("build 1");
    expect(await cache.get("page", 2, build)).toBe("build 1");
    expect(await cache.get("page", 4, build)).toBe("build 2");
    expect(await cache.get("page", 3, build)).toBe("build 2");
  });

  it("when a build started for a newer version is under way, then an older request waits for it; a newer request does not", async () => {
    const cache = createVersionedCache<string>({ maxEntries: 10 });
    const { calls, build } = deferredBuilds<string>();
    const atSeven = cache.get("page", 7, build);
    const atSix = cache.get("page", 6, build);
    const atEight = cache.get("page", 8, build);
    expect(calls).toHaveLength(2);
    calls[0]!.resolve("built at 7");
    calls[1]!.resolve("built at 8");
    expect(await Promise.all([atSeven, atSix, atEight])).toEqual(["built at 7", "built at 7", "built at 8"]);
  });

  it("when an older build finishes after a newer one, then the newer entry stays", async () => {
    const cache = createVersionedCache<string>({ maxEntries: 10 });
    const { calls, build } = deferredBuilds<string>();
    const older = cache.get("page", 1, build);
    const newer = cache.get("page", 2, build);
    calls[1]!.resolve("built at 2");
    await newer;
    calls[0]!.resolve("built at 1");
    await older;
    expect(await cache.get("page", 2, async () => "rebuilt")).toBe("built at 2");
  });

  it("when a build fails, then the error reaches its callers and nothing is kept", async () => {
    const cache = createVersionedCache<string>({ maxEntries: 10 });
    await expect(cache.get("page", 1, async () => Promise.reject(new Error("database unavailable")))).rejects.toThrow("database unavailable");
    expect(cache.size).toBe(0);
    expect(await cache.get("page", 1, async () => "second try")).toBe("second try");
  });

  it("when it holds more keys than allowed, then the least recently used goes first", async () => {
    const cache = createVersionedCache<string>({ maxEntries: 2 });
    await cache.get("a", 1, async () => "a1");
    await cache.get("b", 1, async () => "b1");
    await cache.get("a", 1, async () => "a2");
    await cache.get("c", 1, async () => "c1");
    expect(cache.size).toBe(2);
    expect(await cache.get("a", 1, async () => "a3")).toBe("a1");
    expect(await cache.get("b", 1, async () => "b2")).toBe("b2");
  });
});
