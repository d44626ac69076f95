import { escapeHtml } from '../../infrastructure/mail/escape-html.js';
import type { MailMessage } from '../../infrastructure/mail/mail-message.js';
import type { Payment } from './entities/payment.entity.js';
import { formatMoney } from './payment-amount.js';

const productWord = (payment: Payment) =>
  payment.productType === 'kit'
    ? 'комплект курсов'
    : payment.productType === 'lesson'
      ? 'тариф школы'
      : 'видеокурс';

const letter = (to: string, subject: string, paragraphs: string[]): MailMessage => ({
  to,
  subject,
  text: paragraphs.join('\n\n'),
  html: paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
});

/** The buyer's receipt once the provider confirmed the money. */
export function paymentReceiptMail(to: string, payment: Payment, accountUrl: string): MailMessage {
  const what = `${productWord(payment)} «${payment.productTitle}»`;
  return letter(to, `Оплата получена: ${payment.productTitle}`, [
    'Здравствуйте!',
    `Мы получили оплату заказа №${payment.id}: ${what}, ${formatMoney(payment.amountMinor, payment.currency)}.`,
    payment.giftEmail
      ? `Это подарок для ${payment.giftEmail}: мы отправили получателю письмо, доступ откроется в его личном кабинете.`
      : payment.isRenewal
        ? 'Доступ продлён на год.'
        : 'Доступ открыт на год в вашем личном кабинете.',
    `Ваши покупки: ${accountUrl}`,
  ]);
}

/** The recipient's letter about a gift; it invites to register when no account exists yet. */
export function giftReceivedMail(
  to: string,
  payment: Payment,
  giverName: string,
  links: { account: string; site: string },
  registered: boolean,
): MailMessage {
  const what = `${productWord(payment)} «${payment.productTitle}»`;
  return letter(to, `Вам подарили ${what}`, [
    'Здравствуйте!',
    `${giverName} дарит вам ${what}. Доступ открыт на год.`,
    registered
      ? `Он уже в вашем личном кабинете: ${links.account}`
      : `Чтобы получить подарок, зарегистрируйтесь на сайте с этим адресом почты (${to}): ${links.site}. Подарок появится в личном кабинете сразу после регистрации.`,
  ]);
}
