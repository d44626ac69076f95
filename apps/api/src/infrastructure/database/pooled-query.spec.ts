import { StatementNames } from './pooled-query.js';

describe('StatementNames', () => {
  it('names a text once, the same name every time', () => {
    const names = new StatementNames();
    const first = names.nameOf('SELECT $1::int');
    expect(first).toMatch(/^app_\d+$/);
    expect(names.nameOf('SELECT $1::int')).toBe(first);
    expect(names.nameOf('SELECT $1::text')).not.toBe(first);
  });

  it('stops naming new texts at its bound and keeps the names it gave', () => {
    const names = new StatementNames(2);
    const a = names.nameOf('a');
    const b = names.nameOf('b');
    expect(names.nameOf('c')).toBeUndefined();
    expect([names.nameOf('a'), names.nameOf('b')]).toEqual([a, b]);
  });
});
