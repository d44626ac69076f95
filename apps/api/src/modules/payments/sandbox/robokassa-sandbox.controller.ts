import { Body, Controller, Get, Inject, Post, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Clock } from '../../../common/clock/clock.js';
import { parsePaymentId, textField } from '../providers/callback-fields.js';
import {
  checkRobokassaForm,
  opStateAnswer,
  opStateRefusal,
  resultFields,
  returnQuery,
} from './robokassa-sandbox.js';
import { SandboxDecisions } from './sandbox-decisions.service.js';
import { SandboxOrders } from './sandbox-orders.js';
import { errorPage, orderPage, sandboxOff, sendPage } from './sandbox-pages.js';
import { SANDBOX_SETTINGS, type SandboxSettings } from './sandbox-settings.js';

type Fields = Record<string, unknown>;

/**
 * Robokassa played by the API: the payment page (Index.aspx, GET or POST like the real one), the
 * tester's decision with its ResultURL callback, and the XML status service (OpStateExt).
 */
@ApiExcludeController()
@Controller('v1/payment/sandbox/robokassa')
export class RobokassaSandboxController {
  constructor(
    @Inject(SANDBOX_SETTINGS) private readonly settings: SandboxSettings,
    private readonly orders: SandboxOrders,
    private readonly decisions: SandboxDecisions,
    private readonly clock: Clock,
  ) {}

  // Nest keeps one route decorator per handler, so each method gets its own.
  @Get('Index.aspx')
  showLink(@Query() query: Fields, @Res() reply: FastifyReply) {
    return this.show(query, reply);
  }

  @Post('Index.aspx')
  showForm(@Body() body: Fields | undefined, @Res() reply: FastifyReply) {
    return this.show(body ?? {}, reply);
  }

  @Post('pay')
  async pay(@Body() body: Fields | undefined, @Res() reply: FastifyReply) {
    const config = this.settings.robokassa;
    if (!config) return sandboxOff(reply);
    const invId = parsePaymentId(body?.InvId);
    const order = invId === null ? null : await this.orders.find('robokassa', String(invId));
    if (!order)
      return sendPage(
        reply,
        404,
        errorPage('Счёт не найден', 'Счёт не найден или устарел. Начните оплату заново.'),
      );
    const api = `${this.settings.shopPaymentApi}/robokassa`;
    return this.decisions.carryOut(reply, order, body?.decision, {
      // Robokassa calls ResultURL on success only; a refusal just sends the buyer to FailURL.
      notifications: (outcome) =>
        outcome === 'paid'
          ? [
              {
                url: `${api}/result`,
                body: { form: resultFields(config, order) },
                expectedAnswer: `OK${order.orderId}`,
              },
            ]
          : [],
      returnUrl: (outcome) =>
        `${api}/${outcome === 'paid' ? 'success' : 'fail'}?${returnQuery(config, order, outcome === 'paid')}`,
    });
  }

  @Get('Service.asmx/OpStateExt')
  opStateByQuery(@Query() query: Fields, @Res() reply: FastifyReply) {
    return this.opState(query, reply);
  }

  @Post('Service.asmx/OpStateExt')
  opStateByForm(@Body() body: Fields | undefined, @Res() reply: FastifyReply) {
    return this.opState(body ?? {}, reply);
  }

  /** The payment page: the form checked as Robokassa checks it, then the order and its buttons. */
  private async show(fields: Fields, reply: FastifyReply) {
    const config = this.settings.robokassa;
    if (!config) return sandboxOff(reply);
    const check = checkRobokassaForm(config, fields);
    if (!check.ok) return sendPage(reply, 400, errorPage('Ошибка оплаты', check.error));
    const order = { ...check.order, createdAt: this.clock.now().toISOString() };
    await this.orders.save(order);
    return sendPage(
      reply,
      200,
      orderPage(order, {
        action: '/api/v1/payment/sandbox/robokassa/pay',
        hidden: { InvId: order.key },
      }),
    );
  }

  private async opState(fields: Fields, reply: FastifyReply) {
    const config = this.settings.robokassa;
    if (!config) return sandboxOff(reply);
    const refusal = opStateRefusal(config, fields);
    const invoiceId = textField(fields, 'InvoiceID');
    const answer =
      refusal ??
      opStateAnswer(invoiceId === null ? null : await this.orders.find('robokassa', invoiceId));
    return reply
      .status(200)
      .header('content-type', 'text/xml; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(answer);
  }
}
