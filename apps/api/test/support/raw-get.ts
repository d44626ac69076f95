import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent: fetch and supertest would decompress them. */
  body: Buffer;
}

/** GET `path` from a listening server, keeping the answer's bytes as they travelled. */
export function rawGet(
  server: Server,
  path: string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });
}
