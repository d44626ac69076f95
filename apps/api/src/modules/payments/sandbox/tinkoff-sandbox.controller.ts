import { Body, Controller, Get, Inject, Param, Post, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Clock } from '../../../common/clock/clock.js';
import { SandboxDecisions } from './sandbox-decisions.service.js';
import { SandboxOrders, type StoredOrder } from './sandbox-orders.js';
import { errorPage, orderPage, sandboxOff, sendPage } from './sandbox-pages.js';
import { SANDBOX_SETTINGS, type SandboxSettings } from './sandbox-settings.js';
import {
  checkInit,
  getStateAnswer,
  getStateRequest,
  initAnswer,
  notification,
  type NotifiedStatus,
} from './tinkoff-sandbox.js';

const PAY_PAGE = '/api/v1/payment/sandbox/tinkoff/pay';

/**
 * T-Bank played by the API: Init (server to server, JSON) hands out a PaymentURL to the sandbox's
 * payment page; the tester's decision sends the notifications; GetState answers a payment. Like
 * T-Bank, the JSON methods answer 200 with `Success: false` and an ErrorCode when they refuse.
 */
@ApiExcludeController()
@Controller('v1/payment/sandbox/tinkoff')
export class TinkoffSandboxController {
  constructor(
    @Inject(SANDBOX_SETTINGS) private readonly settings: SandboxSettings,
    private readonly orders: SandboxOrders,
    private readonly decisions: SandboxDecisions,
    private readonly clock: Clock,
  ) {}

  @Post('Init')
  async init(@Body() body: unknown, @Res() reply: FastifyReply) {
    const config = this.settings.tinkoff;
    if (!config) return sandboxOff(reply);
    const api = `${this.settings.shopPaymentApi}/tinkoff`;
    const check = checkInit(config, body, {
      notification: `${api}/notification`,
      success: `${api}/success`,
      fail: `${api}/fail`,
    });
    if (!check.ok) return reply.status(200).send(check.answer);
    const order = { ...check.order, createdAt: this.clock.now().toISOString() };
    await this.orders.save(order);
    return reply.status(200).send(initAnswer(config, order, `${config.apiUrl}/pay/${order.key}`));
  }

  @Get('pay/:paymentId')
  async show(@Param('paymentId') paymentId: string, @Res() reply: FastifyReply) {
    const config = this.settings.tinkoff;
    if (!config) return sandboxOff(reply);
    const order = await this.find(paymentId);
    if (!order) return notFound(reply);
    return sendPage(
      reply,
      200,
      orderPage(order, { action: `${PAY_PAGE}/${order.key}`, hidden: {} }),
    );
  }

  @Post('pay/:paymentId')
  async pay(
    @Param('paymentId') paymentId: string,
    @Body() body: Record<string, unknown> | undefined,
    @Res() reply: FastifyReply,
  ) {
    const config = this.settings.tinkoff;
    if (!config) return sandboxOff(reply);
    const order = await this.find(paymentId);
    if (!order) return notFound(reply);
    const send = (status: NotifiedStatus) => ({
      url: order.extra.notificationUrl!,
      body: { json: notification(config, order, status) },
      expectedAnswer: 'OK',
    });
    return this.decisions.carryOut(reply, order, body?.decision, {
      // A one-stage payment: AUTHORIZED and CONFIRMED go out at the same time, as T-Bank sends them.
      notifications: (outcome) =>
        outcome === 'paid' ? [send('AUTHORIZED'), send('CONFIRMED')] : [send('REJECTED')],
      returnUrl: (outcome) => (outcome === 'paid' ? order.extra.successUrl! : order.extra.failUrl!),
    });
  }

  @Post('GetState')
  async getState(@Body() body: unknown, @Res() reply: FastifyReply) {
    const config = this.settings.tinkoff;
    if (!config) return sandboxOff(reply);
    const request = getStateRequest(config, body);
    const answer =
      'answer' in request
        ? request.answer
        : getStateAnswer(config, await this.find(request.paymentId));
    return reply.status(200).header('cache-control', 'no-store').send(answer);
  }

  private find(paymentId: string): Promise<StoredOrder | null> {
    return /^\d{1,20}$/.test(paymentId)
      ? this.orders.find('tinkoff', paymentId)
      : Promise.resolve(null);
  }
}

const notFound = (reply: FastifyReply) =>
  sendPage(
    reply,
    404,
    errorPage('Платёж не найден', 'Ссылка на оплату устарела или неверна. Начните оплату заново.'),
  );
