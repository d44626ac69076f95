import { Body, Controller, Inject, Post, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Clock } from '../../../common/clock/clock.js';
import { textField } from '../providers/callback-fields.js';
import {
  checkEpointCheckout,
  epointCallback,
  epointServerError,
  epointStatus,
  openSigned,
  statusLookup,
  transactionOf,
} from './epoint-sandbox.js';
import { SandboxDecisions } from './sandbox-decisions.service.js';
import { SandboxOrders } from './sandbox-orders.js';
import { errorPage, orderPage, sandboxOff, sendPage } from './sandbox-pages.js';
import { SANDBOX_SETTINGS, type SandboxSettings } from './sandbox-settings.js';

type Fields = Record<string, unknown>;

/**
 * Epoint played by the API: the browser's checkout form, the tester's decision with its result_url
 * callback (success or failed, both signed), and get-status.
 */
@ApiExcludeController()
@Controller('v1/payment/sandbox/epoint')
export class EpointSandboxController {
  constructor(
    @Inject(SANDBOX_SETTINGS) private readonly settings: SandboxSettings,
    private readonly orders: SandboxOrders,
    private readonly decisions: SandboxDecisions,
    private readonly clock: Clock,
  ) {}

  @Post('checkout')
  async checkout(@Body() body: Fields | undefined, @Res() reply: FastifyReply) {
    const config = this.settings.epoint;
    if (!config) return sandboxOff(reply);
    const api = `${this.settings.shopPaymentApi}/epoint`;
    const check = checkEpointCheckout(config, body ?? {}, {
      success: `${api}/success`,
      error: `${api}/error`,
    });
    if (!check.ok) return sendPage(reply, 400, errorPage('Ошибка оплаты', check.error));
    const order = { ...check.order, createdAt: this.clock.now().toISOString() };
    await this.orders.save(order);
    return sendPage(
      reply,
      200,
      orderPage(order, {
        action: '/api/v1/payment/sandbox/epoint/pay',
        hidden: { order_id: order.key },
      }),
    );
  }

  @Post('pay')
  async pay(@Body() body: Fields | undefined, @Res() reply: FastifyReply) {
    const config = this.settings.epoint;
    if (!config) return sandboxOff(reply);
    const orderId = textField(body ?? {}, 'order_id');
    const order = orderId === null ? null : await this.orders.find('epoint', orderId);
    if (!order)
      return sendPage(
        reply,
        404,
        errorPage('Заказ не найден', 'Заказ не найден или устарел. Начните оплату заново.'),
      );
    return this.decisions.carryOut(reply, order, body?.decision, {
      // Epoint calls result_url for a decline too, with status "failed".
      notifications: (outcome) => [
        {
          url: `${this.settings.shopPaymentApi}/epoint/result`,
          body: { form: epointCallback(config, order, outcome === 'paid') },
          expectedAnswer: 'OK',
        },
      ],
      returnUrl: (outcome) =>
        outcome === 'paid' ? order.extra.successUrl! : order.extra.errorUrl!,
    });
  }

  @Post('get-status')
  async status(@Body() body: Fields | undefined, @Res() reply: FastifyReply) {
    const config = this.settings.epoint;
    if (!config) return sandboxOff(reply);
    const signed = openSigned(config, body ?? {});
    let answer: Record<string, unknown>;
    if (!signed.ok) {
      answer = epointServerError(signed.error);
    } else {
      const { key, transaction } = statusLookup(signed.payload);
      const order = key === null ? null : await this.orders.find('epoint', key);
      const found =
        order && (transaction === null || transaction === transactionOf(order)) ? order : null;
      answer = found ? epointStatus(found) : epointServerError('Transaction not found');
    }
    return reply.status(200).header('cache-control', 'no-store').send(answer);
  }
}
