import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { AttemptReviewLetters } from './attempt-review-letters.service.js';

/** A letter this long owed after its review missed the queue (Redis was away). */
const GRACE_MS = 60_000;
const SWEEP_EVERY_MS = 60_000;

/**
 * The worker's timer that sends review letters still owed. A plain interval, not a Redis-held
 * schedule, so it keeps trying while Redis is down and sends them as soon as it is back.
 */
@Injectable()
export class AttemptReviewSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(AttemptReviewSweeper.name);
  private timer: NodeJS.Timeout | undefined;
  private running = false;

  constructor(private readonly letters: AttemptReviewLetters) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Sends what is owed; answers how many letters were queued. */
  async sweep(graceMs = GRACE_MS): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    try {
      let sent = 0;
      for (const id of await this.letters.owed(graceMs)) {
        if (await this.letters.sendOwed(id)) sent += 1;
      }
      return sent;
    } catch (error) {
      this.logger.warn(`Review letter sweep failed, retrying in the next tick: ${String(error)}`);
      return 0;
    } finally {
      this.running = false;
    }
  }
}
