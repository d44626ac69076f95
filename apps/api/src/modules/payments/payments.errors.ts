import { AppError } from '../../common/errors/app-error.js';
import { declareErrorCodes } from '../../common/errors/error-catalog.js';

export const PaymentErrorCodes = declareErrorCodes({
  PAYMENT_CALLBACK_REJECTED: {
    status: 400,
    meaning:
      'A provider callback with a bad signature, a wrong amount or currency, or an unknown order',
  },
  PAYMENT_NOT_FOUND: { status: 404, meaning: 'No payment with this id (or not yours)' },
  PRODUCT_ALREADY_OWNED: {
    status: 409,
    meaning: 'The buyer already has active access to this item; nothing to buy until it expires',
  },
  PAYMENT_CURRENCY_UNAVAILABLE: {
    status: 409,
    meaning: 'The item has no price in this provider’s currency (e.g. AZN price 0)',
  },
  PAYMENT_NOT_REFUNDABLE: { status: 409, meaning: 'Only a paid payment can be marked refunded' },
  PAYMENT_PROVIDER_FAILED: {
    status: 502,
    meaning: 'The payment provider refused the checkout or did not answer; the message says why',
  },
  PAYMENT_PROVIDER_UNAVAILABLE: {
    status: 503,
    meaning: 'This provider is not configured on the server (no keys and no sandbox)',
  },
});

export const paymentNotFound = () =>
  new AppError(PaymentErrorCodes.PAYMENT_NOT_FOUND, 'Платёж не найден');

export const productAlreadyOwned = () =>
  new AppError(
    PaymentErrorCodes.PRODUCT_ALREADY_OWNED,
    'У вас уже есть доступ к этому курсу. Продлить его можно, когда срок закончится',
  );

export const currencyUnavailable = () =>
  new AppError(
    PaymentErrorCodes.PAYMENT_CURRENCY_UNAVAILABLE,
    'Оплата иностранной картой для этого товара недоступна',
  );

export const notRefundable = () =>
  new AppError(
    PaymentErrorCodes.PAYMENT_NOT_REFUNDABLE,
    'Отметить возврат можно только у оплаченного платежа',
  );

export const providerFailed = (message: string) =>
  new AppError(PaymentErrorCodes.PAYMENT_PROVIDER_FAILED, message);

export const providerUnavailable = () =>
  new AppError(
    PaymentErrorCodes.PAYMENT_PROVIDER_UNAVAILABLE,
    'Этот способ оплаты сейчас недоступен. Попробуйте другой или напишите нам',
  );

/** A provider callback we do not accept; the provider sees a non-OK answer and retries or stops. */
/** Our own checks after the signature; the adapters' technical reasons stay in the log and timeline. */
const rejectionMessages: Record<string, string> = {
  'unknown order': 'заказ не найден',
  'order of another provider': 'заказ оформлен через другой платёжный сервис',
  'wrong currency': 'валюта не совпадает с заказом',
  'wrong amount': 'сумма не совпадает с заказом',
};

export const callbackRejected = (reason: string) =>
  new AppError(
    PaymentErrorCodes.PAYMENT_CALLBACK_REJECTED,
    `Уведомление отклонено: ${rejectionMessages[reason] ?? 'неверная подпись или неполные данные'}`,
  );

export const giftEmailRequired = () =>
  AppError.onField('VALIDATION_FAILED', 'gift_email', 'Email обязателен');
