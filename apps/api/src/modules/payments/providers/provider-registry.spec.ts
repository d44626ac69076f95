import type { PaymentsConfig } from '../../../infrastructure/config/payment-config.js';
import { EpointProvider } from './epoint/epoint-provider.js';
import { createProviders } from './provider-registry.js';
import { RobokassaProvider } from './robokassa/robokassa-provider.js';
import { TinkoffProvider } from './tinkoff/tinkoff-provider.js';

const none: PaymentsConfig = {
  sandbox: false,
  reconcileAfterMinutes: 30,
  reconcileEveryMinutes: 10,
  sweepEverySeconds: 60,
  receipt: {
    taxSystem: 'usn_income',
    vat: 'none',
    paymentMethod: 'full_prepayment',
    paymentObject: 'service',
  },
  robokassa: null,
  epoint: null,
  tinkoff: null,
};
const robokassa = {
  merchantLogin: 'shop',
  password1: 'p1',
  password2: 'p2',
  isTest: false,
  hash: 'md5',
  checkoutUrl: 'https://auth.robokassa.ru/Merchant/Index.aspx',
  apiUrl: 'https://auth.robokassa.ru/Merchant/WebService/Service.asmx',
};
const epoint = { publicKey: 'i000000001', privateKey: 'key', apiUrl: 'https://epoint.az/api/1' };
const tinkoff = {
  terminalKey: 'TerminalDEMO',
  password: 'secret',
  apiUrl: 'https://securepay.tinkoff.ru/v2',
};

describe('createProviders', () => {
  it('holds only the configured providers', () => {
    expect([...createProviders(none).keys()]).toEqual([]);
    expect([...createProviders({ ...none, epoint }).keys()]).toEqual(['epoint']);
  });

  it('builds each adapter under its own name and currency', () => {
    const providers = createProviders({ ...none, robokassa, epoint, tinkoff });
    expect(providers.get('robokassa')).toBeInstanceOf(RobokassaProvider);
    expect(providers.get('epoint')).toBeInstanceOf(EpointProvider);
    expect(providers.get('tinkoff')).toBeInstanceOf(TinkoffProvider);
    expect(
      [...providers].map(([name, provider]) => [name, provider.name, provider.currency]),
    ).toEqual([
      ['robokassa', 'robokassa', 'RUB'],
      ['epoint', 'epoint', 'AZN'],
      ['tinkoff', 'tinkoff', 'RUB'],
    ]);
  });
});
