import { ConnectionErrorLog } from './connection-errors.js';

describe('Redis connection error log', () => {
  let now: number;
  let lines: string[];
  let log: ConnectionErrorLog;
  const refused = new Error('connect ECONNREFUSED 127.0.0.1:6379');

  beforeEach(() => {
    now = 0;
    lines = [];
    log = new ConnectionErrorLog(
      (line) => lines.push(line),
      () => now,
      60_000,
    );
  });

  it('logs the first error of each source at once', () => {
    log.report('queue payments', refused);
    log.report('worker payments', refused);
    expect(lines).toEqual([
      'queue payments: connect ECONNREFUSED 127.0.0.1:6379',
      'worker payments: connect ECONNREFUSED 127.0.0.1:6379',
    ]);
  });

  it('counts a repeating error and says how many there were a minute later', () => {
    for (let second = 0; second < 60; second += 1) {
      now = second * 1000;
      log.report('client', refused);
    }
    expect(lines).toHaveLength(1);
    now = 60_000;
    log.report('client', refused);
    expect(lines[1]).toBe(
      'client: connect ECONNREFUSED 127.0.0.1:6379 (59 more since the last line)',
    );
  });

  it('logs a different error of the same source at once', () => {
    log.report('client', refused);
    now = 1000;
    log.report('client', new Error('getaddrinfo ENOTFOUND redis'));
    expect(lines).toEqual([
      'client: connect ECONNREFUSED 127.0.0.1:6379',
      'client: getaddrinfo ENOTFOUND redis',
    ]);
  });
});
