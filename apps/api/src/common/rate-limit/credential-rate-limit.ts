import { UseGuards } from '@nestjs/common';
import { CredentialRateLimitGuard } from './rate-limit.guard.js';

/**
 * Marks a route as a credential endpoint: besides the per-address flood guard it is limited per
 * address, per (login, address) and per login (taken from body.login, body.email or query.login)
 * over THROTTLE_WINDOW_SECONDS.
 */
export const CredentialRateLimit = () => UseGuards(CredentialRateLimitGuard);
