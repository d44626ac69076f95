import { escapeHtml } from '../../infrastructure/mail/escape-html.js';
import type { MailMessage } from '../../infrastructure/mail/mail-message.js';

export function passwordResetMail(to: string, firstName: string | null, link: string): MailMessage {
  const greeting = firstName ? `Здравствуйте, ${firstName}!` : 'Здравствуйте!';
  const text = [
    greeting,
    '',
    'Вы запросили восстановление пароля от личного кабинета.',
    'Чтобы задать новый пароль, перейдите по ссылке (она действует 60 минут и только один раз):',
    link,
    '',
    'Если вы не запрашивали восстановление, просто проигнорируйте это письмо — пароль останется прежним.',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Вы запросили восстановление пароля от личного кабинета.</p>
<p>Чтобы задать новый пароль, перейдите по ссылке (она действует 60 минут и только один раз):</p>
<p><a href="${escapeHtml(link)}">Задать новый пароль</a></p>
<p>Если вы не запрашивали восстановление, просто проигнорируйте это письмо — пароль останется прежним.</p>`;
  return { to, subject: 'Восстановление пароля', text, html };
}
