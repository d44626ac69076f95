import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * What answers a 404 other than with the JSON error body: the web app's page for a browser
 * navigation to one of its own routes. Declared here so the error filter knows no app setup.
 */
export interface NotFoundFallback {
  handles(request: FastifyRequest): boolean;
  send(reply: FastifyReply): void;
}
