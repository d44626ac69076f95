import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Clock } from '../../common/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../infrastructure/config/app-config.js';
import { AccessState } from '../access/access-rules.js';
import type { SignedInViewer } from '../catalog/viewer.js';
import { KitsService } from '../kits/kits.service.js';
import type { Tariff } from '../school/entities/tariff.entity.js';
import { SchoolAccessService } from '../school/school-access.service.js';
import type { User } from '../users/entities/user.entity.js';
import { WebinarsService } from '../webinars/webinars.service.js';
import type { PaymentDataQueryDto } from './dto/payment-data.dto.js';
import { Payment, PaymentType, ProductType } from './entities/payment.entity.js';
import { chargeFor, type PricedItem } from './payment-amount.js';
import { PaymentProviders } from './payment-providers.js';
import { PaymentSettlementService } from './payment-settlement.service.js';
import { recordTimeline } from './payment-timeline.js';
import {
  currencyUnavailable,
  giftEmailRequired,
  productAlreadyOwned,
  providerFailed,
} from './payments.errors.js';
import { type Checkout, ProviderError, type ProviderName } from './providers/payment-provider.js';

/** What get-payment-data answers: the shared fields, then the provider's form fields. */
export interface PaymentData {
  status: 'success';
  message: string;
  IsFree: boolean;
  payment_id: number;
  url?: string;
  [field: string]: unknown;
}

interface Product extends PricedItem {
  title: string;
}

const callbackPath: Record<ProviderName, string> = {
  robokassa: 'result',
  epoint: 'result',
  tinkoff: 'notification',
};

/**
 * get-payment-data: one payment record per attempt, its amount computed here from the catalog's
 * prices for this buyer (never taken from the client), then the provider's checkout.
 */
@Injectable()
export class PaymentCheckoutService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly providers: PaymentProviders,
    private readonly settlement: PaymentSettlementService,
    private readonly webinars: WebinarsService,
    private readonly kits: KitsService,
    private readonly school: SchoolAccessService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async paymentData(
    name: ProviderName,
    user: User,
    query: PaymentDataQueryDto,
  ): Promise<PaymentData> {
    if (query.type === PaymentType.GIFT && !query.gift_email) throw giftEmailRequired();
    const provider = this.providers.get(name);
    const product = await this.product(user, query);
    if (query.type === PaymentType.PURCHASE && product.state === AccessState.CAN_VIEW) {
      throw productAlreadyOwned();
    }
    const charge = chargeFor(product, provider.currency, query.type);
    if (!charge.free && charge.amountMinor <= 0) throw currencyUnavailable();
    const payment = await this.dataSource.manager.save(
      this.dataSource.manager.create(Payment, {
        userId: user.id,
        type: query.type,
        productType: query.product_type,
        productId: query.id,
        productTitle: product.title,
        isRenewal: charge.isRenewal,
        provider: charge.free ? null : name,
        currency: provider.currency,
        amountMinor: charge.amountMinor,
        description: describe(query, product.title, charge.isRenewal),
        giftEmail: query.type === PaymentType.GIFT ? query.gift_email! : null,
        createdAt: this.clock.now(),
        updatedAt: this.clock.now(),
      }),
    );
    if (charge.free) return this.takeFree(payment);
    await recordTimeline(this.dataSource.manager, payment.id, 'created', {
      provider: name,
      amount_minor: payment.amountMinor,
      currency: payment.currency,
    });
    const checkout = await this.checkout(name, payment, user);
    return {
      status: 'success',
      message: 'Перенаправляем на страницу оплаты',
      IsFree: false,
      payment_id: payment.id,
      url: checkout.url,
      ...checkout.fields,
    };
  }

  private async product(user: User, query: PaymentDataQueryDto): Promise<Product> {
    // Bought as a learner sees it: hidden items cannot be bought, even by an admin.
    const viewer: SignedInViewer = { user, isAdmin: false, now: this.clock.now() };
    switch (query.product_type) {
      case ProductType.WEBINAR:
        return this.webinars.get(query.id, viewer);
      case ProductType.KIT:
        return this.kits.get(query.id, viewer);
      case ProductType.LESSON:
        return tariffProduct(await this.school.tariffForSale(query.id));
    }
  }

  /** A free item: a paid record of 0 and the access at once, in one transaction. */
  private async takeFree(payment: Payment): Promise<PaymentData> {
    await this.dataSource.transaction(async (manager) => {
      const locked = await this.settlement.lockPayment(manager, payment.id);
      await recordTimeline(manager, payment.id, 'created', { provider: null, amount_minor: 0 });
      // Settling queues the letters too: a free gift still tells its recipient.
      await this.settlement.apply(manager, locked, 'paid', { via: 'free' });
    });
    return {
      status: 'success',
      message: 'Успешно! Доступ открыт',
      IsFree: true,
      payment_id: payment.id,
    };
  }

  private async checkout(name: ProviderName, payment: Payment, user: User): Promise<Checkout> {
    const api = `${this.config.publicApiUrl}/api/v1/payment/${name}`;
    try {
      const checkout = await this.providers.get(name).createCheckout({
        paymentId: payment.id,
        amountMinor: payment.amountMinor,
        currency: payment.currency as 'RUB' | 'AZN',
        description: payment.description,
        itemName: payment.productTitle,
        buyerEmail: user.email ?? user.login,
        urls: {
          callback: `${api}/${callbackPath[name]}`,
          success: `${api}/success?payment_id=${payment.id}`,
          fail: `${api}/fail?payment_id=${payment.id}`,
        },
      });
      await this.dataSource.transaction(async (manager) => {
        if (checkout.providerPaymentId) {
          await manager.update(
            Payment,
            { id: payment.id },
            { providerPaymentId: checkout.providerPaymentId },
          );
        }
        await recordTimeline(manager, payment.id, 'redirected', { url: checkout.url });
      });
      return checkout;
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      await this.dataSource.transaction(async (manager) => {
        await recordTimeline(manager, payment.id, 'checkout_failed', { detail: error.detail });
        const locked = await this.settlement.lockPayment(manager, payment.id);
        await this.settlement.apply(manager, locked, 'failed', { via: 'checkout' });
      });
      throw providerFailed(error.message);
    }
  }
}

/**
 * A school tariff as a product: no renewal price (buying again adds a period after the current
 * one), so it is never "owned" in the sense that refuses a purchase.
 */
function tariffProduct(tariff: Tariff): Product {
  return {
    title: tariff.name,
    final_price: tariff.price,
    final_price_azn: tariff.priceAzn,
    prolongation_price: tariff.price,
    prolongation_price_azn: tariff.priceAzn,
    state: AccessState.CAN_BUY,
  };
}

/** "Покупка видеокурса «…»", "Продление комплекта курсов «…»", "Подарок: видеокурс «…»". */
const productNoun: Record<ProductType, { genitive: string; nominative: string }> = {
  [ProductType.WEBINAR]: { genitive: 'видеокурса', nominative: 'видеокурс' },
  [ProductType.KIT]: { genitive: 'комплекта курсов', nominative: 'комплект курсов' },
  [ProductType.LESSON]: { genitive: 'тарифа школы', nominative: 'тариф школы' },
};

function describe(query: PaymentDataQueryDto, title: string, isRenewal: boolean): string {
  const noun = productNoun[query.product_type];
  const text =
    query.type === PaymentType.GIFT
      ? `Подарок: ${noun.nominative} «${title}»`
      : `${isRenewal ? 'Продление' : 'Покупка'} ${noun.genitive} «${title}»`;
  return text.slice(0, 255);
}
