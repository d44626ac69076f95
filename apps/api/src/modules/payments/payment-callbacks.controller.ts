import { applyDecorators, Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiErrors } from '../../common/dto/api-errors.decorator.js';
import {
  epointResultBody,
  ROBOKASSA_REQUIRED_FIELDS,
  robokassaResultBody,
  robokassaResultFields,
  tinkoffNotificationBody,
} from './dto/payment-callback.dto.js';
import { PaymentCallbacksService } from './payment-callbacks.service.js';
import { PaymentErrorCodes } from './payments.errors.js';
import type { Acknowledgement, ProviderName, RawCallback } from './providers/payment-provider.js';

const CallbackDoc = (operationId: string, summary: string) =>
  applyDecorators(
    ApiOperation({ operationId, summary }),
    ApiOkResponse({ description: 'Stored; the body is what the provider expects', type: String }),
    ApiErrors(
      PaymentErrorCodes.PAYMENT_CALLBACK_REJECTED,
      PaymentErrorCodes.PAYMENT_PROVIDER_UNAVAILABLE,
    ),
  );

/** The Robokassa ResultURL fields as query parameters, for the GET variant. */
const RobokassaQueryDoc = () =>
  applyDecorators(
    ...Object.entries(robokassaResultFields).map(([name, schema]) =>
      ApiQuery({ name, schema, required: ROBOKASSA_REQUIRED_FIELDS.includes(name) }),
    ),
  );

/**
 * Server-to-server callbacks. Each is verified, checked against our record, stored, and only then
 * acknowledged (200, text/plain); settling happens in a queue job. No login: the signature is the
 * credential.
 */
@ApiTags('payment-callbacks')
@Controller('v1/payment')
export class PaymentCallbacksController {
  constructor(private readonly callbacks: PaymentCallbacksService) {}

  @Post('robokassa/result')
  @HttpCode(200)
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody({ schema: robokassaResultBody })
  @CallbackDoc('robokassaResult', 'Robokassa ResultURL (form fields); answers OK{InvId}')
  robokassaPost(@Body() body: RawCallback, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.answer('robokassa', body, reply);
  }

  @Get('robokassa/result')
  @RobokassaQueryDoc()
  @CallbackDoc('robokassaResultGet', 'Robokassa ResultURL sent as GET (query fields)')
  robokassaGet(@Query() query: RawCallback, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.answer('robokassa', query, reply);
  }

  @Post('epoint/result')
  @HttpCode(200)
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody({ schema: epointResultBody })
  @CallbackDoc('epointResult', 'Epoint result_url (form fields data, signature); answers OK')
  epoint(@Body() body: RawCallback, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.answer('epoint', body, reply);
  }

  @Post('tinkoff/notification')
  @HttpCode(200)
  @ApiBody({ schema: tinkoffNotificationBody })
  @CallbackDoc('tinkoffNotification', 'Tinkoff NotificationURL (JSON); answers OK')
  tinkoff(@Body() body: RawCallback, @Res({ passthrough: true }) reply: FastifyReply) {
    return this.answer('tinkoff', body, reply);
  }

  private async answer(
    provider: ProviderName,
    raw: RawCallback,
    reply: FastifyReply,
  ): Promise<string> {
    const ack: Acknowledgement = await this.callbacks.receive(provider, raw ?? {});
    void reply.status(ack.status).header('content-type', ack.contentType);
    return ack.body;
  }
}
