interface Waiting<Item, Result> {
  item: Item;
  done: (result: Result) => void;
  failed: (error: unknown) => void;
}

export interface GroupCommitOptions {
  /** The most items one run takes; the rest wait for the next. */
  maxBatch?: number;
  /** How long a first item waits at most for the items arriving right behind it. */
  gatherLimitMs?: number;
  /** Milliseconds from any fixed point (tests give their own). */
  now?: () => number;
}

/**
 * Group commit: items submitted while a run is in progress wait and go, all together, into the
 * next run, so under load one run (one transaction, one statement) serves many. An item that finds
 * nothing running waits only while others keep arriving right behind it (see `gather`). When a
 * run of several items fails, each is run again on its own (all at once), so an item that cannot
 * be done fails only its own caller.
 */
export class GroupCommit<Item, Result> {
  private waiting: Array<Waiting<Item, Result>> = [];
  private running = false;
  private readonly maxBatch: number;
  private readonly gatherLimitMs: number;
  private readonly now: () => number;

  /** `run` answers one result per item, in the items' order. */
  constructor(
    private readonly run: (items: readonly Item[]) => Promise<readonly Result[]>,
    { maxBatch = 100, gatherLimitMs = 2, now = () => performance.now() }: GroupCommitOptions = {},
  ) {
    this.maxBatch = maxBatch;
    this.gatherLimitMs = gatherLimitMs;
    this.now = now;
  }

  submit(item: Item): Promise<Result> {
    return new Promise((done, failed) => {
      this.waiting.push({ item, done, failed });
      if (this.running) return;
      this.running = true;
      this.gather(this.now(), this.waiting.length);
    });
  }

  /**
   * Starts the first run once a turn of the event loop has passed with nothing new submitted, the
   * batch is full, or gatherLimitMs has passed. A worker's finished batch frees its job slots
   * together, and the jobs they fetch arrive over the next few turns: run at once, the first went
   * alone while the rest waited for it (batches of 1 and 31 alternating at 32 slots). A lone item
   * waits one turn, no timer.
   */
  private gather(since: number, seen: number): void {
    setImmediate(() => {
      const { length } = this.waiting;
      const gathering = length > seen && length < this.maxBatch;
      if (gathering && this.now() - since < this.gatherLimitMs) return this.gather(since, length);
      void this.drain();
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.waiting.length > 0) {
        await this.runBatch(this.waiting.splice(0, this.maxBatch));
      }
    } finally {
      this.running = false;
    }
  }

  private async runBatch(batch: ReadonlyArray<Waiting<Item, Result>>): Promise<void> {
    try {
      const results = await this.run(batch.map(({ item }) => item));
      batch.forEach((waiting, index) => waiting.done(results[index]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.failed(error);
      // All at once: when the cause is shared (the database is down), they fail together, not
      // one after another.
      await Promise.all(batch.map((waiting) => this.runBatch([waiting])));
    }
  }
}
