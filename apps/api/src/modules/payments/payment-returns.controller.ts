import { Body, Controller, Get, Inject, Post, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../../infrastructure/config/app-config.js';

const successPaths = ['robokassa/success', 'epoint/success', 'tinkoff/success'];
const failPaths = ['robokassa/fail', 'epoint/fail', 'epoint/error', 'tinkoff/fail'];

/**
 * The browser's way back from a provider's page. It only redirects to the SPA's return page, which
 * waits for the server-to-server callback: a return URL never grants anything. Robokassa may be set
 * to return by POST (a cabinet setting), so both methods are taken.
 */
@ApiExcludeController()
@Controller('v1/payment')
export class PaymentReturnsController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get(successPaths)
  succeeded(@Query() query: Record<string, unknown>, @Res() reply: FastifyReply) {
    return this.redirect('success', query, reply);
  }

  @Post(successPaths)
  succeededByPost(
    @Query() query: Record<string, unknown>,
    @Body() body: Record<string, unknown> | undefined,
    @Res() reply: FastifyReply,
  ) {
    return this.redirect('success', { ...body, ...query }, reply);
  }

  @Get(failPaths)
  failed(@Query() query: Record<string, unknown>, @Res() reply: FastifyReply) {
    return this.redirect('fail', query, reply);
  }

  @Post(failPaths)
  failedByPost(
    @Query() query: Record<string, unknown>,
    @Body() body: Record<string, unknown> | undefined,
    @Res() reply: FastifyReply,
  ) {
    return this.redirect('fail', { ...body, ...query }, reply);
  }

  private redirect(result: string, query: Record<string, unknown>, reply: FastifyReply) {
    const raw = query.payment_id ?? query.InvId;
    const target = new URL(`${this.config.webUrl}/account/payments/return`);
    target.searchParams.set('result', result);
    if (typeof raw === 'string' && /^\d{1,10}$/.test(raw))
      target.searchParams.set('payment_id', raw);
    return reply.header('cache-control', 'no-store').redirect(target.toString(), 303);
  }
}
