import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets with these options; none of them depends on the request. */
export function securityHeadersFor(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => undefined,
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * What a JSON answer carries, after OWASP's REST Security Cheat Sheet: nothing may frame it, sniff
 * it into something else or load it from another site, and its policy allows nothing, since no
 * browser renders it as a page. The rest of the page set (the SPA's script and style sources, the
 * opener and agent-cluster isolation, DNS prefetching, download, cross-domain-policy and XSS-auditor
 * switches, the referrer policy) only acts on documents; on every small answer it was about a
 * kilobyte of headers to write, and for the client to read.
 */
const JSON_ANSWER_HEADERS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

const isJson = (contentType: unknown) =>
  typeof contentType === 'string' && contentType.startsWith('application/json');

/**
 * Sends helmet's security headers with every answer, 404s and errors included: a JSON answer gets
 * the API's set, anything else (the SPA's pages, its files, the API's documentation) the page set
 * of `pageOptions`. Both are worked out once at boot: @fastify/helmet builds helmet's whole
 * middleware chain again on every request (parsing the Content-Security-Policy each time) for
 * headers that never change. Chosen when the answer is sent, once its type is known; a header the
 * route set itself (a stricter policy for one answer) stands.
 */
export function registerSecurityHeaders(
  fastify: FastifyInstance,
  pageOptions: HelmetOptions,
): void {
  const pageHeaders = Object.entries(securityHeadersFor(pageOptions));
  const jsonHeaders = Object.entries(securityHeadersFor(JSON_ANSWER_HEADERS));
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    const headers = isJson(reply.getHeader('content-type')) ? jsonHeaders : pageHeaders;
    for (const [name, value] of headers) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });
}
