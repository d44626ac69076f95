import type { FastifyReply } from 'fastify';

/** Adds `name` to the Vary header, keeping what other hooks (CORS, compression) put there. */
export function addVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  const lower = name.toLowerCase();
  if (values.some((value) => value === '*' || value.toLowerCase() === lower)) return;
  reply.header('vary', [...values, name].join(', '));
}
