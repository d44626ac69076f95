import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bodyForStatus } from './status-bodies.js';

const statusByNodeCode: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * Answers what Node's HTTP parser refuses before Fastify sees a request (headers over the size
 * limit, a request that never finished, garbage instead of HTTP) with the same error body as
 * every other failure, then closes the connection as Node would.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = statusByNodeCode[error.code ?? ''] ?? 400;
  const body = JSON.stringify(bodyForStatus(status));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}

/**
 * Answers a request refused before Nest sees it with the contract's body for `status` (a status
 * without one is answered as a 400).
 */
export function sendStatusBody(reply: FastifyReply, status: number): void {
  const body = bodyForStatus(status) ?? bodyForStatus(400)!;
  void reply
    .status(body.statusCode)
    .header('content-type', 'application/json; charset=utf-8')
    .send(body);
}

/**
 * Answers what Fastify's router refuses before any hook or Nest handler runs (a malformed URL: 400,
 * an over-long path parameter: 414) with the same error body as every other failure.
 */
export function frameworkErrorHandler(
  error: Error & { statusCode?: number },
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  sendStatusBody(reply, error.statusCode ?? 400);
}
