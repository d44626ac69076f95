import { ProviderError } from '../payment-provider.js';
import { opStateReport } from './op-state.js';

const answer = (body: string) =>
  `<?xml version="1.0" encoding="utf-8"?>
<OperationStateResponse xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns="http://merchant.roboxchange.com/WebService/">
  ${body}
</OperationStateResponse>`;

const stateAnswer = (state: number, outSum = '1500.000000') =>
  answer(`<Result><Code>0</Code></Result>
  <State><Code>${state}</Code><RequestDate>2026-11-21T10:00:00.00+03:00</RequestDate><StateDate>2026-11-21T10:05:00.00+03:00</StateDate></State>
  <Info>
    <IncCurrLabel>BankCardPSR</IncCurrLabel><IncSum>1545.000000</IncSum><IncAccount>427600******0001</IncAccount>
    <PaymentMethod><Code>BankCard</Code><Description>Банковская карта</Description></PaymentMethod>
    <OutCurrLabel>RUB</OutCurrLabel><OutSum>${outSum}</OutSum><OpKey>6AB6C87E-0000-4C2A-9F4D</OpKey>
  </Info>`);

describe('OpStateExt answer', () => {
  it.each([
    [5, 'pending'],
    [10, 'cancelled'],
    [20, 'pending'],
    [50, 'pending'],
    [60, 'failed'],
    [80, 'pending'],
    [100, 'paid'],
    [999, 'pending'],
  ])('State %p → %p, with the amount from Info/OutSum', (state, outcome) => {
    expect(opStateReport(stateAnswer(state))).toEqual({
      outcome,
      amountMinor: 150000,
      providerPaymentId: null,
      providerStatus: String(state),
    });
  });

  it('reads Code inside State, not the PaymentMethod code, and tolerates whitespace and prefixes', () => {
    const xml = answer(`<r:Result xmlns:r="x"> <r:Code> 0 </r:Code> </r:Result>
      <Info><PaymentMethod><Code>77</Code></PaymentMethod><OutSum>10.00</OutSum></Info>
      <State attr="1">
        <Code>100</Code>
      </State>`);
    expect(opStateReport(xml)).toMatchObject({
      outcome: 'paid',
      amountMinor: 1000,
      providerStatus: '100',
    });
  });

  it('Result 3 (no such operation yet) is pending', () => {
    const xml = answer(
      '<Result><Code>3</Code><Description>Operation not found</Description></Result>',
    );
    expect(opStateReport(xml)).toEqual({
      outcome: 'pending',
      amountMinor: null,
      providerPaymentId: null,
      providerStatus: 'not_found',
    });
  });

  it.each([
    [
      'a bad signature (Result 1)',
      answer('<Result><Code>1</Code></Result>'),
      'OpStateExt: Result/Code 1',
    ],
    [
      'an inactive shop (Result 2)',
      answer('<Result><Code>2</Code></Result>'),
      'OpStateExt: Result/Code 2',
    ],
    [
      'an internal error (Result 1000)',
      answer('<Result><Code>1000</Code></Result>'),
      'OpStateExt: Result/Code 1000',
    ],
    ['no Result', answer('<State><Code>100</Code></State>'), 'OpStateExt: no Result/Code'],
    [
      'a non-numeric code',
      answer('<Result><Code>zero</Code></Result>'),
      'OpStateExt: no Result/Code',
    ],
    ['no State', answer('<Result><Code>0</Code></Result>'), 'OpStateExt: no State/Code'],
    [
      'paid without OutSum',
      answer('<Result><Code>0</Code></Result><State><Code>100</Code></State>'),
      'OpStateExt: paid without Info/OutSum',
    ],
    ['an unreadable OutSum', stateAnswer(100, '1,500.00'), 'OpStateExt: unreadable Info/OutSum'],
    [
      'an HTML error page',
      '<html><body>Service Unavailable</body></html>',
      'OpStateExt: no Result/Code',
    ],
  ])('throws a ProviderError on %s', (_what, xml, detail) => {
    const error = (() => {
      try {
        opStateReport(xml);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ detail });
    expect((error as ProviderError).message).toMatch(/[а-я]/);
  });
});
