import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '../../../infrastructure/redis/redis.module.js';
import type { Currency, ProviderName } from '../providers/payment-provider.js';

/** How long the sandbox remembers an order: long enough for a late «Я оплатил» check. */
const ORDER_TTL_SECONDS = 3 * 24 * 60 * 60;

/** An order as the sandbox's provider received it from the shop. */
export interface SandboxOrder {
  provider: ProviderName;
  /** What the provider finds it by: Robokassa InvId, Epoint order_id, Tinkoff PaymentId. */
  key: string;
  /** The shop's order number (our payment id) as sent. */
  orderId: string;
  amountMinor: number;
  currency: Currency;
  description: string;
  /** ISO time the order reached the sandbox. */
  createdAt: string;
  /** What the provider needs later: Shp_ params to echo, the e-mail, the shop's URLs. */
  extra: Record<string, string>;
}

export type SandboxState = 'new' | 'paid' | 'declined';

export interface StoredOrder extends SandboxOrder {
  state: SandboxState;
  /** ISO time of the tester's decision; null while the order is new. */
  decidedAt: string | null;
}

interface Decision {
  state: Exclude<SandboxState, 'new'>;
  at: string;
}

/**
 * The sandbox's own record of orders, in Redis (under the app's key prefix) so that every API
 * process sees the same one. The decision lives in its own key, written once (SET NX): a second
 * click, or a second process, can never pay an order twice.
 */
@Injectable()
export class SandboxOrders {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** Records an order; an order shown again (the browser went back) keeps its decision. */
  async save(order: SandboxOrder): Promise<void> {
    await this.redis.set(
      orderKey(order.provider, order.key),
      JSON.stringify(order),
      'EX',
      ORDER_TTL_SECONDS,
    );
  }

  async find(provider: ProviderName, key: string): Promise<StoredOrder | null> {
    const [order, decision] = await this.redis.mget(
      orderKey(provider, key),
      decisionKey(provider, key),
    );
    if (!order) return null;
    const decided = decision ? (JSON.parse(decision) as Decision) : null;
    return {
      ...(JSON.parse(order) as SandboxOrder),
      state: decided?.state ?? 'new',
      decidedAt: decided?.at ?? null,
    };
  }

  /** Decides a new order; false when it was already decided. */
  async decide(order: SandboxOrder, state: Decision['state'], at: Date): Promise<boolean> {
    const decision: Decision = { state, at: at.toISOString() };
    const written = await this.redis.set(
      decisionKey(order.provider, order.key),
      JSON.stringify(decision),
      'EX',
      ORDER_TTL_SECONDS,
      'NX',
    );
    return written === 'OK';
  }
}

const orderKey = (provider: ProviderName, key: string) => `sandbox:${provider}:${key}`;
const decisionKey = (provider: ProviderName, key: string) => `sandbox:${provider}:${key}:decision`;
