import { Injectable, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Clock } from '../../../common/clock/clock.js';
import { clip } from '../providers/order-text.js';
import { PROVIDER_TIMEOUT_MS } from '../providers/provider-http.js';
import { errorPage, parseDecision, sendPage } from './sandbox-pages.js';
import { SandboxOrders, type SandboxState, type StoredOrder } from './sandbox-orders.js';

/** One server-to-server callback to the shop, and the answer that means "stored, stop retrying". */
export interface ShopNotification {
  url: string;
  body: { form: Record<string, string> } | { json: Record<string, unknown> };
  expectedAnswer: string;
}

type Outcome = Exclude<SandboxState, 'new'>;

/** What a provider does once the tester decided: its callbacks, and where the browser goes. */
export interface DecisionPlan {
  notifications: (outcome: Outcome) => ShopNotification[];
  returnUrl: (outcome: Outcome) => string;
}

/**
 * The tester's click on a payment page, carried out as the provider would: the order is decided
 * once, the callbacks go to the shop over real HTTP (concurrently, as T-Bank sends AUTHORIZED and
 * CONFIRMED), and only an acknowledged callback sends the browser back; any other answer is shown.
 */
@Injectable()
export class SandboxDecisions {
  private readonly logger = new Logger(SandboxDecisions.name);

  constructor(
    private readonly orders: SandboxOrders,
    private readonly clock: Clock,
  ) {}

  async carryOut(
    reply: FastifyReply,
    order: StoredOrder,
    rawDecision: unknown,
    plan: DecisionPlan,
  ) {
    const decision = parseDecision(rawDecision);
    if (decision === null) {
      return sendPage(
        reply,
        400,
        errorPage('Неизвестное действие', 'Выберите одну из кнопок на странице заказа.'),
      );
    }
    const outcome: Outcome = decision === 'decline' ? 'declined' : 'paid';
    if (!(await this.orders.decide(order, outcome, this.clock.now()))) {
      const current = await this.orders.find(order.provider, order.key);
      const word = current?.state === 'declined' ? 'отклонён' : 'оплачен';
      return sendPage(
        reply,
        409,
        errorPage('Заказ уже закрыт', `Заказ №${order.orderId} уже ${word}.`),
      );
    }
    const notifications = decision === 'pay_silently' ? [] : plan.notifications(outcome);
    const failures = (await Promise.all(notifications.map(deliver))).filter(
      (failure) => failure !== null,
    );
    if (failures.length > 0) {
      this.logger.warn(
        `The shop refused a sandbox ${order.provider} callback for order ${order.orderId}`,
      );
      return sendPage(
        reply,
        502,
        errorPage(
          'Магазин не принял уведомление',
          `Платёж по заказу №${order.orderId} проведён, но магазин ответил на уведомление не так, как ждёт платёжный сервис. Настоящий сервис повторил бы уведомление позже.`,
          failures,
        ),
      );
    }
    return reply
      .status(303)
      .header('location', plan.returnUrl(outcome))
      .header('cache-control', 'no-store')
      .send();
  }
}

/** Posts one callback; null when the shop acknowledged it, else what went wrong, for the page. */
async function deliver(notification: ShopNotification): Promise<string | null> {
  const { body } = notification;
  const request: RequestInit =
    'form' in body
      ? {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(body.form).toString(),
        }
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body.json) };
  try {
    const response = await fetch(notification.url, {
      ...request,
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    const text = await response.text();
    if (response.status === 200 && text === notification.expectedAnswer) return null;
    return `${notification.url} ответил HTTP ${response.status}: ${clip(text, 300) || '(пусто)'}; ожидался ответ 200 «${notification.expectedAnswer}»`;
  } catch (error) {
    return `${notification.url} недоступен: ${error instanceof Error ? error.message : String(error)}`;
  }
}
