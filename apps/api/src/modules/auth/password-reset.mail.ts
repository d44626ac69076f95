import { escapeHtml } from '../../infrastructure/mail/escape-html.js';
import type { MailMessage } from '../../infrastructure/mail/mail-message.js';
import { russianPlural } from '../../common/text/russian-plural.js';

const minutes = (count: number) =>
  `${count} ${russianPlural(count, ['минуту', 'минуты', 'минут'])}`;

export function passwordResetMail(
  to: string,
  firstName: string | null,
  link: string,
  lifetimeMinutes: number,
): MailMessage {
  const validity = `она действует ${minutes(lifetimeMinutes)} и только один раз`;
  const greeting = firstName ? `Здравствуйте, ${firstName}!` : 'Здравствуйте!';
  const text = [
    greeting,
    '',
    'Вы запросили восстановление пароля от личного кабинета.',
    `Чтобы задать новый пароль, перейдите по ссылке (${validity}):`,
    link,
    '',
    'Если вы не запрашивали восстановление, просто проигнорируйте это письмо — пароль останется прежним.',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Вы запросили восстановление пароля от личного кабинета.</p>
<p>Чтобы задать новый пароль, перейдите по ссылке (${validity}):</p>
<p><a href="${escapeHtml(link)}">Задать новый пароль</a></p>
<p>Если вы не запрашивали восстановление, просто проигнорируйте это письмо — пароль останется прежним.</p>`;
  return { to, subject: 'Восстановление пароля', text, html };
}
