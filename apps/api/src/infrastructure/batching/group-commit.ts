interface Waiting<Item, Result> {
  item: Item;
  done: (result: Result) => void;
  failed: (error: unknown) => void;
}

/**
 * Group commit: the first item submitted runs at once, the items submitted while a run is in
 * progress wait and go, all together, into the next run. A lone item is not delayed; under load one
 * run (one transaction, one statement) serves many. When a run of several items fails, each is run
 * again on its own (all at once), so an item that cannot be done fails only its own caller. A run
 * takes at most `maxBatch` items; the rest wait for the next.
 */
export class GroupCommit<Item, Result> {
  private waiting: Array<Waiting<Item, Result>> = [];
  private running = false;

  /** `run` answers one result per item, in the items' order. */
  constructor(
    private readonly run: (items: readonly Item[]) => Promise<readonly Result[]>,
    private readonly maxBatch = 100,
  ) {}

  submit(item: Item): Promise<Result> {
    return new Promise((done, failed) => {
      this.waiting.push({ item, done, failed });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
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
