import { passwordResetMail } from './password-reset.mail.js';

describe('passwordResetMail', () => {
  const link = 'http://shop.test/password-recovery?token=a"b<c';

  it('states the link lifetime it is given, in Russian', () => {
    expect(passwordResetMail('a@b.ru', null, link, 60).text).toContain('действует 60 минут');
    expect(passwordResetMail('a@b.ru', null, link, 1).html).toContain('действует 1 минуту');
  });

  it('escapes the name and the link in the HTML part only', () => {
    const mail = passwordResetMail('a@b.ru', '<Анна>', link, 60);
    expect(mail.html).toContain('&lt;Анна&gt;');
    expect(mail.html).toContain('token=a&quot;b&lt;c');
    expect(mail.text).toContain('Здравствуйте, <Анна>!');
  });
});
