import type { FastifyReply } from 'fastify';

/** Whether a Vary value already lists `lower` (a lower-case header name), or is `*`. */
function lists(vary: string, lower: string): boolean {
  for (const value of vary.split(',')) {
    const name = value.trim().toLowerCase();
    if (name === '*' || name === lower) return true;
  }
  return false;
}

/** Adds `name` to the Vary header, keeping what other hooks (CORS, compression) put there. */
export function addVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  const vary = Array.isArray(current) ? current.join(', ') : String(current ?? '').trim();
  if (vary === '') reply.header('vary', name);
  else if (!lists(vary, name.toLowerCase())) reply.header('vary', `${vary}, ${name}`);
}
