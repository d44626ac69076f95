import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated, CurrentUser } from '../../common/auth/auth.decorators.js';
import { ApiErrors } from '../../common/dto/api-errors.decorator.js';
import type { User } from '../users/entities/user.entity.js';
import {
  EpointPaymentDataDto,
  PaymentDataQueryDto,
  RobokassaPaymentDataDto,
  TinkoffPaymentDataDto,
} from './dto/payment-data.dto.js';
import { SchoolErrorCodes } from '../school/school.errors.js';
import { PaymentCheckoutService } from './payment-checkout.service.js';
import { PaymentErrorCodes } from './payments.errors.js';

const { PRODUCT_ALREADY_OWNED, PAYMENT_CURRENCY_UNAVAILABLE } = PaymentErrorCodes;
const { PAYMENT_PROVIDER_FAILED, PAYMENT_PROVIDER_UNAVAILABLE } = PaymentErrorCodes;

/** The errors every get-payment-data can answer. */
const CheckoutErrors = () =>
  ApiErrors(
    400,
    404,
    PRODUCT_ALREADY_OWNED,
    PAYMENT_CURRENCY_UNAVAILABLE,
    SchoolErrorCodes.TARIFF_NOT_FOUND,
    PAYMENT_PROVIDER_FAILED,
    PAYMENT_PROVIDER_UNAVAILABLE,
  );

@ApiTags('payments')
@Controller('v1/payment')
@Authenticated()
export class PaymentCheckoutController {
  constructor(private readonly checkout: PaymentCheckoutService) {}

  @Get('robokassa/get-payment-data')
  @ApiOperation({
    operationId: 'getRobokassaPaymentData',
    summary: 'Russian card: a payment record and the signed form fields to post to `url`',
  })
  @ApiOkResponse({ type: RobokassaPaymentDataDto })
  @CheckoutErrors()
  robokassa(@CurrentUser() user: User, @Query() query: PaymentDataQueryDto) {
    return this.checkout.paymentData('robokassa', user, query) as Promise<RobokassaPaymentDataDto>;
  }

  @Get('epoint/get-payment-data')
  @ApiOperation({
    operationId: 'getEpointPaymentData',
    summary:
      'Foreign card (AZN): a payment record and the signed `data` / `signature` to post to `url`',
  })
  @ApiOkResponse({ type: EpointPaymentDataDto })
  @CheckoutErrors()
  epoint(@CurrentUser() user: User, @Query() query: PaymentDataQueryDto) {
    return this.checkout.paymentData('epoint', user, query) as Promise<EpointPaymentDataDto>;
  }

  @Get('tinkoff/get-payment-data')
  @ApiOperation({
    operationId: 'getTinkoffPaymentData',
    summary:
      "Tinkoff: a payment record, the server-side Init, and the provider's PaymentURL as `url`",
  })
  @ApiOkResponse({ type: TinkoffPaymentDataDto })
  @CheckoutErrors()
  tinkoff(@CurrentUser() user: User, @Query() query: PaymentDataQueryDto) {
    return this.checkout.paymentData('tinkoff', user, query) as Promise<TinkoffPaymentDataDto>;
  }
}
