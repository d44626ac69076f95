import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser } from '../../common/auth/auth.decorators.js';
import { ApiErrors } from '../../common/dto/api-errors.decorator.js';
import { idParamPipe } from '../../common/validation/id-param.pipe.js';
import type { User } from '../users/entities/user.entity.js';
import { PaymentCheckResponseDto, PaymentsResponseDto } from './dto/payment.dto.js';
import { PaymentErrorCodes } from './payments.errors.js';
import { UserPaymentsService } from './user-payments.service.js';

@ApiTags('user')
@Controller('v1/user/current/payments')
@Authenticated()
export class UserPaymentsController {
  constructor(private readonly payments: UserPaymentsService) {}

  @Get()
  @ApiOperation({
    operationId: 'getCurrentUserPayments',
    summary: "The learner's payments, newest first ('Мои покупки'), gifts with their recipient",
  })
  @ApiOkResponse({ type: PaymentsResponseDto })
  async list(@CurrentUser() user: User): Promise<PaymentsResponseDto> {
    return { payments: await this.payments.list(user.id) };
  }

  @Post(':id/check')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'checkCurrentUserPayment',
    summary: '«Я оплатил, но доступа нет»: asks the provider about this payment and settles it',
  })
  @ApiOkResponse({ type: PaymentCheckResponseDto })
  @ApiErrors(400, PaymentErrorCodes.PAYMENT_NOT_FOUND, PaymentErrorCodes.PAYMENT_PROVIDER_FAILED)
  check(
    @CurrentUser() user: User,
    @Param('id', idParamPipe) id: number,
  ): Promise<PaymentCheckResponseDto> {
    return this.payments.check(user.id, id);
  }
}
