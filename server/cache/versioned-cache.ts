/**
 * A per-process cache of what a read built, labelled with the data version read before building
 * it (data-versions.ts). An entry serves a request whose version is not newer than its label;
 * concurrent requests for the same key and version share one build. Least recently used entries
 * go first past `maxEntries`.
 */
type Entry<Value> = { version: number; value: Value };

export function createVersionedCache<Value>(options: { maxEntries: number }) {
  const entries = new Map<string, Entry<Value>>();
  const building = new Map<string, { version: number; value: Promise<Value> }>();

  function keep(key: string, entry: Entry<Value>) {
    const current = entries.get(key);
    if (current && current.version > entry.version) return;
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value!);
  }

  /** The entry for `key` built at `atLeast` or later, moved to most recently used. */
  function fresh(key: string, atLeast: number): Entry<Value> | undefined {
    const entry = entries.get(key);
    if (!entry || entry.version < atLeast) return undefined;
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  return {
    /** The value for `key` built at `atLeast` or later, if there is one (for reads built in batches). */
    peek(key: string, atLeast: number): Value | undefined {
      return fresh(key, atLeast)?.value;
    },
    /** Keeps a value built after reading `version` (a newer one already kept stays). */
    put(key: string, version: number, value: Value) {
      keep(key, { version, value });
    },
    /** The value for `key` built at `atLeast` or later; `build` runs only when there is none. */
    async get(key: string, atLeast: number, build: () => Promise<Value>): Promise<Value> {
      const entry = fresh(key, atLeast);
      if (entry) return entry.value;
      const pending = building.get(key);
      if (pending && pending.version >= atLeast) return pending.value;
      const mine = { version: atLeast, value: build() };
      building.set(key, mine);
      try {
        const value = await mine.value;
        keep(key, { version: atLeast, value });
        return value;
      } finally {
        if (building.get(key) === mine) building.delete(key);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
