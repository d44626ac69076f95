import { GroupCommit } from './group-commit.js';

describe('GroupCommit', () => {
  /** Doubles numbers, recording each run's items; fails a run that holds one of `failing`. */
  function doubler(failing: number[] = [], maxBatch?: number) {
    const runs: number[][] = [];
    const commit = new GroupCommit<number, number>(async (items) => {
      runs.push([...items]);
      await new Promise((resolve) => setImmediate(resolve));
      if (items.some((item) => failing.includes(item))) throw new Error('the run failed');
      return items.map((item) => item * 2);
    }, maxBatch);
    return { commit, runs };
  }

  it('runs the first item at once and the items that arrive meanwhile together, next', async () => {
    const { commit, runs } = doubler();
    const results = await Promise.all([1, 2, 3, 4].map((item) => commit.submit(item)));
    expect(results).toEqual([2, 4, 6, 8]);
    expect(runs).toEqual([[1], [2, 3, 4]]);
    expect(await commit.submit(5)).toBe(10);
    expect(runs.at(-1)).toEqual([5]);
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
    expect(runs).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
  });

  it('takes at most maxBatch items a run, in the order they came', async () => {
    const { commit, runs } = doubler([], 3);
    const results = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((item) => commit.submit(item)));
    expect(results).toEqual([2, 4, 6, 8, 10, 12, 14]);
    expect(runs).toEqual([[1], [2, 3, 4], [5, 6, 7]]);
  });

  it('runs the items of a failed batch again all at once, not one after another', async () => {
    let active = 0;
    let mostActive = 0;
    const commit = new GroupCommit<number, number>(async (items) => {
      active += 1;
      mostActive = Math.max(mostActive, active);
      await new Promise((resolve) => setImmediate(resolve));
      active -= 1;
      throw new Error(`the database is down (${items.length} items)`);
    });
    const outcomes = await Promise.allSettled([1, 2, 3, 4].map((item) => commit.submit(item)));
    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    expect(mostActive).toBe(3);
  });
});
