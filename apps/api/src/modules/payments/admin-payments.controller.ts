import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser } from '../../common/auth/auth.decorators.js';
import { ApiErrors } from '../../common/dto/api-errors.decorator.js';
import { idParamPipe } from '../../common/validation/id-param.pipe.js';
import type { User } from '../users/entities/user.entity.js';
import { AdminPaymentsService } from './admin-payments.service.js';
import {
  AdminPaymentGetQueryDto,
  AdminPaymentResponseDto,
  AdminPaymentsQueryDto,
  AdminPaymentsResponseDto,
  RefundPaymentDto,
} from './dto/admin-payment.dto.js';
import { PaymentErrorCodes } from './payments.errors.js';

@ApiTags('admin-payments')
@Controller('v1/admin/payments')
@AdminOnly()
export class AdminPaymentsController {
  constructor(private readonly payments: AdminPaymentsService) {}

  @Get()
  @ApiOperation({
    operationId: 'adminListPayments',
    summary: 'Payments, newest first, with filters and the paid totals per currency',
  })
  @ApiOkResponse({ type: AdminPaymentsResponseDto })
  @ApiErrors(400)
  list(@Query() query: AdminPaymentsQueryDto): Promise<AdminPaymentsResponseDto> {
    return this.payments.list(query);
  }

  @Get('get')
  @ApiOperation({ operationId: 'adminGetPayment', summary: 'One payment with its timeline' })
  @ApiOkResponse({ type: AdminPaymentResponseDto })
  @ApiErrors(400, PaymentErrorCodes.PAYMENT_NOT_FOUND)
  async get(@Query() query: AdminPaymentGetQueryDto): Promise<AdminPaymentResponseDto> {
    return { payment: await this.payments.get(query.id) };
  }

  @Post(':id/refund')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adminRefundPayment',
    summary:
      'Marks a paid payment refunded: its access is taken back, the audit log keeps the reason',
  })
  @ApiOkResponse({ type: AdminPaymentResponseDto })
  @ApiErrors(400, PaymentErrorCodes.PAYMENT_NOT_FOUND, PaymentErrorCodes.PAYMENT_NOT_REFUNDABLE)
  async refund(
    @CurrentUser() admin: User,
    @Param('id', idParamPipe) id: number,
    @Body() body: RefundPaymentDto,
  ): Promise<AdminPaymentResponseDto> {
    return { payment: await this.payments.refund(admin.id, id, body.reason) };
  }
}
