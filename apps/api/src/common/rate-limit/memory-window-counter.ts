interface Window {
  /** The number of the fixed window the hits fall into (time / window length). */
  index: number;
  hits: number;
}

/**
 * Fixed-window hit counters in process memory, one per key (a client address). Holds at most
 * `maxKeys` keys: past windows are swept when a new window starts, and when a flood of new keys
 * fills the map within one window the oldest-counted key is dropped (it then under-counts, which a
 * flood guard may do; it never grows without bound).
 */
export class MemoryWindowCounter {
  private readonly windows = new Map<string, Window>();
  private sweptIndex = -Infinity;

  constructor(
    private readonly windowSeconds: number,
    private readonly maxKeys: number,
  ) {}

  /** Counts one hit on `key` at `nowMs` and returns the hits of its current window, this one included. */
  hit(key: string, nowMs: number): number {
    const index = Math.floor(nowMs / 1000 / this.windowSeconds);
    if (index > this.sweptIndex) this.sweep(index);
    const window = this.windows.get(key);
    if (window?.index === index) return (window.hits += 1);
    // Re-inserted, so the map's order stays "least recently started window first".
    this.windows.delete(key);
    if (this.windows.size >= this.maxKeys) {
      this.windows.delete(this.windows.keys().next().value as string);
    }
    this.windows.set(key, { index, hits: 1 });
    return 1;
  }

  /** Keys held now (for tests of the bound). */
  get size(): number {
    return this.windows.size;
  }

  private sweep(index: number): void {
    for (const [key, window] of this.windows) {
      if (window.index < index) this.windows.delete(key);
    }
    this.sweptIndex = index;
  }
}
