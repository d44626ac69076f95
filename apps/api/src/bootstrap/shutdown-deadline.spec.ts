import { EventEmitter } from 'node:events';
import { exitIfShutdownHangs } from './shutdown-deadline.js';

describe('shutdown deadline', () => {
  const setUp = () => {
    const signals = new EventEmitter();
    const exits: number[] = [];
    const lines: string[] = [];
    const host = {
      once: (signal: NodeJS.Signals, listener: () => void) => signals.once(signal, listener),
      exit: (code: number): never => {
        exits.push(code);
        return undefined as never;
      },
    };
    exitIfShutdownHangs({ error: (line) => lines.push(line) }, { deadlineMs: 20, host });
    return { signals, exits, lines };
  };
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('exits with 1 and says why when the shutdown after SIGTERM hangs', async () => {
    const { signals, exits, lines } = setUp();
    signals.emit('SIGTERM');
    await wait(60);
    expect(exits).toEqual([1]);
    expect(lines).toEqual(['Shutdown after SIGTERM did not finish within 20 ms: exiting']);
  });

  it('does nothing until a stop signal comes', async () => {
    const { exits } = setUp();
    await wait(60);
    expect(exits).toEqual([]);
  });
});
