import { escapeHtml } from '../../infrastructure/mail/escape-html.js';
import type { MailMessage } from '../../infrastructure/mail/mail-message.js';
import type { ConsultationRequest } from './entities/consultation-request.entity.js';

/** The letter to the site's owner about a new request. */
export function consultationRequestAdminMail(
  to: string,
  request: ConsultationRequest,
): MailMessage {
  const rows: [string, string][] = [
    ['Имя', request.name],
    ['Контакт', request.contact],
    ['Удобное время', request.preferredTime ?? '—'],
    ['Сообщение', request.message ?? '—'],
    ['Отправлена', request.createdAt.toISOString()],
  ];
  const text = [
    `Новая заявка на консультацию №${request.id}.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
  ].join('\n');
  const html = `<p>Новая заявка на консультацию №${request.id}.</p>
<table>${rows
    .map(
      ([label, value]) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('')}</table>`;
  return { to, subject: `Заявка на консультацию: ${request.name}`, text, html };
}

/** The visitor's confirmation, when the contact is an e-mail. */
export function consultationRequestConfirmationMail(to: string, name: string): MailMessage {
  const greeting = `Здравствуйте, ${name}!`;
  const body =
    'Мы получили вашу заявку на консультацию и свяжемся с вами, чтобы согласовать время.';
  const text = [
    greeting,
    '',
    body,
    '',
    'Если вы не оставляли заявку, просто проигнорируйте это письмо.',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${body}</p>
<p>Если вы не оставляли заявку, просто проигнорируйте это письмо.</p>`;
  return { to, subject: 'Заявка на консультацию принята', text, html };
}
