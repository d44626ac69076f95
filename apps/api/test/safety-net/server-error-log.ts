import type { LoggerService } from '@nestjs/common';

/**
 * Keeps what the app logs as errors, by request id, so a 5xx in the report comes with the stack the
 * server saw (the response itself must never carry it).
 */
export class ServerErrorLog implements LoggerService {
  private readonly stacks = new Map<string, string>();

  error(message: unknown): void {
    const entry = message as { err?: unknown; reqId?: unknown } | undefined;
    if (!entry || typeof entry !== 'object' || typeof entry.reqId !== 'string') return;
    const error = entry.err;
    const stack = error instanceof Error ? (error.stack ?? String(error)) : JSON.stringify(error);
    this.stacks.set(entry.reqId, stack);
  }

  log(): void {}
  warn(): void {}
  debug(): void {}
  verbose(): void {}
  fatal(): void {}

  /** The logged stack of one request, first frames only. */
  stackOf(requestId: string, frames = 6): string | undefined {
    return this.stacks
      .get(requestId)
      ?.split('\n')
      .slice(0, frames + 1)
      .join('\n');
  }
}
