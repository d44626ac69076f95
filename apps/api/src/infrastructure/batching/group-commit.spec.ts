import { GroupCommit, type GroupCommitOptions } from './group-commit.js';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Submits one item per turn of the event loop, each before the commit looks again in that turn
 * (as jobs fetched by separate Redis replies arrive, in the loop's I/O phase); `onEach` runs before
 * each submit. Answers all the results.
 */
function turnByTurn(
  items: number[],
  submit: (item: number) => Promise<number>,
  onEach = () => {},
): Promise<number[]> {
  return new Promise((resolve) => {
    const submitted: Array<Promise<number>> = [];
    const step = (index: number) => {
      if (index + 1 < items.length) setImmediate(() => step(index + 1));
      onEach();
      submitted.push(submit(items[index]!));
      if (submitted.length === items.length) resolve(Promise.all(submitted));
    };
    step(0);
  });
}

describe('GroupCommit', () => {
  /** Doubles numbers, recording each run's items; fails a run that holds one of `failing`. */
  function doubler(failing: number[] = [], options?: GroupCommitOptions) {
    const runs: number[][] = [];
    const commit = new GroupCommit<number, number>(async (items) => {
      runs.push([...items]);
      await nextTurn();
      if (items.some((item) => failing.includes(item))) throw new Error('the run failed');
      return items.map((item) => item * 2);
    }, options);
    return { commit, runs };
  }

  it('runs the items submitted together as one run, and those arriving meanwhile next', async () => {
    const { commit, runs } = doubler();
    const first = Promise.all([1, 2, 3, 4].map((item) => commit.submit(item)));
    await nextTurn();
    await nextTurn();
    expect(runs).toEqual([[1, 2, 3, 4]]);
    const next = Promise.all([5, 6].map((item) => commit.submit(item)));
    expect(await first).toEqual([2, 4, 6, 8]);
    expect(await next).toEqual([10, 12]);
    expect(runs).toEqual([
      [1, 2, 3, 4],
      [5, 6],
    ]);
    expect(await commit.submit(7)).toBe(14);
    expect(runs.at(-1)).toEqual([7]);
  });

  it('waits for items arriving turn after turn behind the first, then runs them together', async () => {
    // A clock that stands still: however slow a turn on a busy machine, the gathering never times out.
    const { commit, runs } = doubler([], { now: () => 0 });
    const results = turnByTurn([1, 2, 3, 4], (item) => commit.submit(item));
    await nextTurn();
    expect(runs).toEqual([]);
    expect(await results).toEqual([2, 4, 6, 8]);
    expect(runs).toEqual([[1, 2, 3, 4]]);
  });

  it('starts the first run after gatherLimitMs, however many keep arriving', async () => {
    let clock = 0;
    const { commit, runs } = doubler([], { gatherLimitMs: 3, now: () => clock });
    const results = turnByTurn(
      [1, 2, 3, 4, 5, 6],
      (item) => commit.submit(item),
      () => (clock += 1),
    );
    expect(await results).toEqual([2, 4, 6, 8, 10, 12]);
    expect(runs[0]).toEqual([1, 2, 3, 4]);
    expect(runs.flat()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('runs each item of a failed batch on its own: only the one that fails is rejected', async () => {
    const { commit, runs } = doubler([3]);
    const outcomes = await Promise.allSettled([1, 2, 3, 4].map((item) => commit.submit(item)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(runs).toEqual([[1, 2, 3, 4], [1], [2], [3], [4]]);
  });

  it('takes at most maxBatch items a run, in the order they came', async () => {
    const { commit, runs } = doubler([], { maxBatch: 3 });
    const results = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((item) => commit.submit(item)));
    expect(results).toEqual([2, 4, 6, 8, 10, 12, 14]);
    expect(runs).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });

  it('runs the items of a failed batch again all at once, not one after another', async () => {
    let active = 0;
    let mostActive = 0;
    const commit = new GroupCommit<number, number>(async (items) => {
      active += 1;
      mostActive = Math.max(mostActive, active);
      await nextTurn();
      active -= 1;
      throw new Error(`the database is down (${items.length} items)`);
    });
    const outcomes = await Promise.allSettled([1, 2, 3, 4].map((item) => commit.submit(item)));
    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    expect(mostActive).toBe(4);
  });
});
