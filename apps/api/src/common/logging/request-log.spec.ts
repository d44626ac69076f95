import { fastify } from 'fastify';
import { createRootLogger } from './logger.js';
import { RequestLineWriter } from './request-line.js';
import { lazyRequestLogger, OneLineRequestLog } from './request-log.js';

describe('request log', () => {
  async function serve(path: string) {
    const lines: string[] = [];
    const logger = createRootLogger('info', { write: (line: string) => lines.push(line) });
    const app = fastify({
      loggerInstance: logger,
      logController: new OneLineRequestLog(new RequestLineWriter(logger), new Set(['/api/health'])),
      childLoggerFactory: lazyRequestLogger,
    });
    app.get('/api/v1/get-token', async () => ({ token: 'tok-secret' }));
    app.get<{ Querystring: { down?: string } }>('/api/health', async (request, reply) => {
      if (request.query.down) void reply.status(503);
      return { status: request.query.down ? 'degraded' : 'ok' };
    });
    app.get('/api/broken', async () => {
      throw new Error('broken');
    });
    // A real request: fastify.inject cannot be loaded inside jest's ESM mode.
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    await (await fetch(address + path)).text();
    await app.close();
    // The lines about this request, not the server's "listening" line.
    return lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => 'reqId' in entry);
  }

  it('writes one line per request with its route, status and time, without the query string', async () => {
    const entries = await serve('/api/v1/get-token?login=anna@example.com&password=secret1');
    expect(entries).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        req: { id: 'req-1', method: 'GET', url: '/api/v1/get-token', ip: '127.0.0.1' },
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
    expect(Object.keys(entries[0]!).sort()).toEqual(
      ['hostname', 'level', 'msg', 'pid', 'req', 'reqId', 'res', 'responseTime', 'time'].sort(),
    );
    const text = JSON.stringify(entries);
    for (const secret of ['anna@example.com', 'secret1', 'tok-secret']) {
      expect(text).not.toContain(secret);
    }
  });

  it('still writes a failed request at error level, through its own logger made on first use', async () => {
    const entries = await serve('/api/broken');
    expect(entries).toContainEqual(
      expect.objectContaining({
        level: 50,
        reqId: 'req-1',
        req: expect.objectContaining({ url: '/api/broken' }),
        res: { statusCode: 500 },
      }),
    );
  });

  it('writes no line for a quiet route answering below 400, and writes its failures', async () => {
    expect(await serve('/api/health')).toEqual([]);
    expect(await serve('/api/health?down=1')).toEqual([
      expect.objectContaining({ level: 30, res: { statusCode: 503 } }),
    ]);
  });
});
