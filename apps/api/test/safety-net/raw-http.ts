import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';

/** A request exactly as it goes on the wire: nothing is added but Host and Content-Length. */
export interface RawRequest {
  method: string;
  /** Path and query string, already encoded (or deliberately mis-encoded). */
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** The parsed body, or undefined when it is not JSON. */
  json: unknown;
}

const RESPONSE_TIMEOUT_MS = 15_000;

/**
 * Sends hand-built requests to a listening server. Unlike supertest, it never fixes up what it is
 * given: broken JSON, odd content types and huge headers arrive as is. Each request has its own
 * connection: a deliberately broken request must not leave bytes behind that the server would read
 * as part of the next one, which would pin one request's effects on another's answer.
 */
export class RawHttpClient {
  private readonly agent = new Agent({ keepAlive: false, maxSockets: 1 });

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  send(raw: RawRequest): Promise<RawResponse> {
    return new Promise((resolve, reject) => {
      const request = httpRequest(
        {
          host: this.host,
          port: this.port,
          method: raw.method,
          path: raw.path,
          headers: withContentLength(raw),
          agent: this.agent,
          timeout: RESPONSE_TIMEOUT_MS,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              text,
              json: parseJson(text),
            });
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error('no answer in time')));
      request.on('error', reject);
      request.end(raw.body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/**
 * The headers with the body's Content-Length. Node adds it on its own only for methods that usually
 * carry a body: a GET or DELETE body would go out unframed, and the server would read it as the next
 * request on the connection, answer that with a 400, and the client would take the 400 for the
 * answer to the GET while the GET itself ran.
 */
function withContentLength(raw: RawRequest): Record<string, string> {
  if (raw.body === undefined) return raw.headers;
  return { 'content-length': String(Buffer.byteLength(raw.body)), ...raw.headers };
}

/** The parsed text, or undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
