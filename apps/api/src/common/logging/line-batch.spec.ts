import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { LineBatch } from './line-batch.js';

describe('LineBatch', () => {
  let folder: string;
  let file: string;
  let fd: number;
  let sink: ReturnType<typeof pino.destination>;

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'line-batch-'));
    file = join(folder, 'out.log');
    fd = openSync(file, 'a');
    sink = pino.destination({ dest: fd, sync: false, minLength: 0 });
  });
  afterEach(() => {
    sink.flushSync();
    closeSync(fd);
    rmSync(folder, { recursive: true, force: true });
  });

  const written = () => readFileSync(file, 'utf8');
  /** The file once it has stopped changing: the sink writes in the background. */
  const settled = async () => {
    for (let text = written(); ;) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const now = written();
      if (now === text) return now;
      text = now;
    }
  };
  const line = (n: number) => `{"n":${n},"msg":"строка"}\n`;

  it('keeps lines until a batch is full, then hands the batch over in order', async () => {
    const batch = new LineBatch(sink, fd, line(1).length * 3);
    batch.write(line(1));
    batch.write(line(2));
    expect(await settled()).toBe('');
    batch.write(line(3));
    batch.write(line(4));
    expect(await settled()).toBe(line(1) + line(2) + line(3));
  });

  it('hands over a short batch when asked (the periodic flush) and nothing when empty', async () => {
    const batch = new LineBatch(sink, fd, 1024);
    batch.handOver();
    batch.write(line(1));
    batch.handOver();
    expect(await settled()).toBe(line(1));
  });

  it('writes what it holds before flushSync answers (the exit path)', () => {
    const batch = new LineBatch(sink, fd, 1024);
    batch.write(line(1));
    batch.write(line(2));
    batch.flushSync();
    expect(written()).toBe(line(1) + line(2));
  });
});
