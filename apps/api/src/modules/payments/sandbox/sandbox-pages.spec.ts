import { errorPage, orderPage, parseDecision } from './sandbox-pages.js';
import type { SandboxOrder } from './sandbox-orders.js';

const order: SandboxOrder = {
  provider: 'robokassa',
  key: '7',
  orderId: '7',
  amountMinor: 490050,
  currency: 'RUB',
  description: 'Курс «<script>alert(1)</script>» & co',
  createdAt: '2026-01-01T00:00:00.000Z',
  extra: {},
};

describe('sandbox pages', () => {
  it('show the order escaped, with the banner, the amount and the three buttons', () => {
    const html = orderPage(order, { action: '/pay', hidden: { InvId: '7"><b>' } });
    expect(html).toContain('Тестовая оплата — деньги не списываются');
    expect(html).toContain('Курс «&lt;script&gt;alert(1)&lt;/script&gt;» &amp; co');
    expect(html).not.toContain('<script');
    expect(html).toContain('value="7&quot;&gt;&lt;b&gt;"');
    expect(html).toMatch(/4\s900,50\s₽/);
    expect(html.match(/name="decision"/g)).toHaveLength(3);
  });

  it('escape error details', () => {
    expect(errorPage('Ошибка', 'a<b', ['<i>'])).toContain('<li>&lt;i&gt;</li>');
  });

  it('take only the known decisions', () => {
    expect(parseDecision('pay_silently')).toBe('pay_silently');
    expect(parseDecision('PAY')).toBeNull();
    expect(parseDecision(['pay'])).toBeNull();
  });
});
