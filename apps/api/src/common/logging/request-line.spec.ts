import { pino } from 'pino';
import { createRootLogger } from './logger.js';
import { type CompletedRequest, RequestLineWriter, requestLineFields } from './request-line.js';

describe('RequestLineWriter', () => {
  function capture(level = 'info') {
    const lines: string[] = [];
    const logger = createRootLogger(level, { write: (line: string) => lines.push(line) });
    return { logger, lines };
  }

  /** What pino itself writes for the same line, with the writer's time. */
  function pinoLine(completed: CompletedRequest, time: number): string {
    const lines: string[] = [];
    const logger = pino(
      { timestamp: () => `,"time":${time}` },
      { write: (line: string) => lines.push(line) },
    );
    logger.info(requestLineFields(completed), 'request completed');
    return lines[0]!;
  }

  const requests: Array<[string, CompletedRequest]> = [
    [
      'a plain request',
      {
        request: { id: 'req-1', method: 'GET', url: '/api/health', ip: '127.0.0.1' },
        statusCode: 200,
        responseTime: 1.2345678,
      },
    ],
    [
      'a query string, quotes, control characters and Cyrillic in the URL',
      {
        request: {
          id: '0b0e8a3c-5d2f-4a55-9f5e-3f1c7c2d9a10',
          method: 'POST',
          url: '/api/v1/get-token/"\\\n\t\u0000курс?login=anna@example.com&password=secret1',
          ip: '::ffff:10.0.0.7',
        },
        statusCode: 404,
        responseTime: 0.5,
      },
    ],
    [
      'no address',
      { request: { id: 'req-2', method: 'GET', url: '/api' }, statusCode: 304, responseTime: 12 },
    ],
  ];

  it.each(requests)('writes what pino would write: %s', (_name, completed) => {
    const { logger, lines } = capture();
    new RequestLineWriter(logger).write(completed);

    expect(lines).toHaveLength(1);
    const { time } = JSON.parse(lines[0]!) as { time: number };
    expect(lines[0]).toBe(pinoLine(completed, time));
  });

  it('keeps secrets in the query string out of the line', () => {
    const { logger, lines } = capture();
    new RequestLineWriter(logger).write(requests[1]![1]);

    expect(lines[0]).not.toContain('anna@example.com');
    expect(lines[0]).not.toContain('secret1');
  });

  it('writes nothing while the level is above info, and follows a change of level', () => {
    const { logger, lines } = capture('warn');
    const writer = new RequestLineWriter(logger);

    writer.write(requests[0]![1]);
    expect(lines).toEqual([]);

    logger.level = 'info';
    writer.write(requests[0]![1]);
    expect(lines).toHaveLength(1);
  });

  it('writes a duration that is not a finite number as null, as JSON does', () => {
    const { logger, lines } = capture();
    new RequestLineWriter(logger).write({ ...requests[0]![1], responseTime: Number.NaN });

    expect(JSON.parse(lines[0]!)).toMatchObject({ responseTime: null });
  });
});
