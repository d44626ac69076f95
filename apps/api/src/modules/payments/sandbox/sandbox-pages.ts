import type { FastifyReply } from 'fastify';
import { escapeHtml } from '../../../infrastructure/mail/escape-html.js';
import { formatMoney } from '../payment-amount.js';
import type { SandboxOrder } from './sandbox-orders.js';

/**
 * The sandbox's pages: small server-rendered HTML, every value escaped, no scripts (the CSP forbids
 * inline ones), plain forms whose buttons post back to the sandbox.
 */

/** What the tester can do on the order page; the button's `decision` value. */
export const DECISIONS = ['pay', 'pay_silently', 'decline'] as const;
export type SandboxDecision = (typeof DECISIONS)[number];

export const parseDecision = (value: unknown): SandboxDecision | null =>
  (DECISIONS as readonly unknown[]).includes(value) ? (value as SandboxDecision) : null;

const providerTitles: Record<SandboxOrder['provider'], string> = {
  robokassa: 'Robokassa',
  epoint: 'Epoint',
  tinkoff: 'Т-Банк',
};

const button = (decision: SandboxDecision, label: string, colour: string) =>
  `<button type="submit" name="decision" value="${decision}" style="display:block;width:100%;margin:8px 0;padding:12px;font-size:16px;border:0;border-radius:6px;cursor:pointer;color:#fff;background:${colour}">${label}</button>`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
</head>
<body style="font-family:system-ui,-apple-system,'Segoe UI',sans-serif;max-width:560px;margin:32px auto;padding:0 16px;color:#1a202c;line-height:1.5">
<p style="margin:0 0 24px;padding:12px 16px;border:1px solid #d69e2e;border-radius:6px;background:#fefcbf;font-weight:600">Тестовая оплата — деньги не списываются</p>
${body}
</body>
</html>
`;
}

/** The provider's payment page: the order, and the three buttons posting `decision` to `action`. */
export function orderPage(
  order: SandboxOrder,
  form: { action: string; hidden: Record<string, string> },
): string {
  const provider = providerTitles[order.provider];
  const hidden = Object.entries(form.hidden)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
  const row = (label: string, value: string) =>
    `<tr><th style="text-align:left;padding:4px 16px 4px 0;color:#4a5568;font-weight:400;vertical-align:top">${label}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`;
  return layout(
    `Оплата заказа №${order.orderId}`,
    `<h1 style="font-size:24px;margin:0 0 4px">Оплата заказа №${escapeHtml(order.orderId)}</h1>
<p style="margin:0 0 16px;color:#4a5568">Платёжная страница ${provider} (песочница)</p>
<table style="border-collapse:collapse;margin:0 0 24px">
${row('Номер заказа', order.orderId)}
${row('Описание', order.description || '—')}
${row('Сумма', formatMoney(order.amountMinor, order.currency))}
</table>
<form method="post" action="${escapeHtml(form.action)}">
${hidden}
${button('pay', 'Оплатить', '#2f855a')}
${button('pay_silently', 'Оплатить, но не присылать уведомление', '#4a5568')}
${button('decline', 'Отказаться', '#c53030')}
</form>
<p style="color:#4a5568;font-size:14px">«Оплатить, но не присылать уведомление» изображает потерянное уведомление: деньги «списаны», но магазин узнает об этом только при сверке или по кнопке «Я оплатил, но доступа нет».</p>`,
  );
}

/** An error page, as the provider would show it; `details` are technical lines for the developer. */
export function errorPage(title: string, message: string, details: string[] = []): string {
  const list = details.length
    ? `<ul style="color:#4a5568;font-size:14px;word-break:break-word">${details.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
    : '';
  return layout(
    title,
    `<h1 style="font-size:24px;margin:0 0 12px;color:#c53030">${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${list}`,
  );
}

export function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}

/** The page of a provider whose sandbox is off: it has real keys, so its real pages are used. */
export const sandboxOff = (reply: FastifyReply) =>
  sendPage(
    reply,
    404,
    errorPage(
      'Тестовая оплата выключена',
      'Этот способ оплаты работает с настоящим платёжным сервисом.',
    ),
  );
