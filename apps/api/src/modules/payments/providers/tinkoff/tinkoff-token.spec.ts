import { createHash } from 'node:crypto';
import { tinkoffToken } from './tinkoff-token.js';

describe('T-Bank Token (payments.md §3.9)', () => {
  it('official Init vector (current docs): DATA and Receipt are skipped', () => {
    const init = {
      TerminalKey: 'MerchantTerminalKey',
      Amount: 19200,
      OrderId: '00000',
      Description: 'Подарочная карта на 1000 рублей',
      DATA: { Phone: '+71234567890', Email: 'a@test.com' },
      Receipt: {
        Email: 'a@test.ru',
        Taxation: 'osn',
        Items: [{ Name: 'Наименование товара 1', Price: 10000 }],
      },
    };
    expect(tinkoffToken(init, '11111111111111')).toBe(
      '72dd466f8ace0a37a1f740ce5fb78101712bc0665d91a8108c7c8a0ccd426db2',
    );
  });

  it('official Init vector (older docs)', () => {
    const init = {
      TerminalKey: 'MerchantTerminalKey',
      Amount: 19200,
      OrderId: '21090',
      Description: 'Подарочная карта на 1000 рублей',
    };
    expect(tinkoffToken(init, 'usaf8fw8fsw21g')).toBe(
      '0024a00af7c350a3a67ca168ce06502aa72772456662e38696d48b56ee9c97d9',
    );
  });

  it('official notification vector: booleans as "true"', () => {
    const notification = {
      TerminalKey: '1234567890DEMO',
      OrderId: '000000',
      Success: true,
      Status: 'AUTHORIZED',
      PaymentId: '0000000',
      ErrorCode: '0',
      Amount: '1111',
      CardId: '000000',
      Pan: '200000******0000',
      ExpDate: '1111',
      RebillId: '000000',
      Token: 'ignored',
    };
    expect(tinkoffToken(notification, '11111111111')).toBe(
      '1c0964277d0213349243065a0d5b838b8e90d2d25f740d0f2767836e710e80c8',
    );
  });

  it('real notification from nikita-vanyasin/tinkoff, numbers as JSON numbers', () => {
    const body = JSON.parse(
      '{"TerminalKey":"1726675329428DEMO","OrderId":"9863471b-8d42-4617-9073-11339159aba9","Success":true,"Status":"AUTHORIZED","PaymentId":5974256058,"ErrorCode":"0","Amount":19900,"CardId":475738102,"Pan":"430000******0777","ExpDate":"1230","RebillId":1741204285536}',
    ) as Record<string, unknown>;
    expect(tinkoffToken(body, 'xxxxxxxxxxxxxxxx')).toBe(
      '16cfc8cd6e8f8fc1d404e3f9984c8058ecdf6eab622a9cc73c2e3824e47124ac',
    );
  });

  describe('our examples (TerminalKey 1234567890DEMO, Password TestPassword123)', () => {
    const password = 'TestPassword123';

    it('Init', () => {
      const init = {
        TerminalKey: '1234567890DEMO',
        Amount: 150000,
        OrderId: 'ord_1001',
        Description: 'Оплата заказа 1001',
        NotificationURL: 'https://api.shop.example/payments/tbank/notify',
        SuccessURL: 'https://shop.example/pay/success',
        FailURL: 'https://shop.example/pay/fail',
        DATA: { key: 'value' },
        Receipt: { Email: 'a@b.c', Items: [] },
      };
      expect(tinkoffToken(init, password)).toBe(
        '35df5e285f4fb9d01f740165ed966aa0b96313b5994a47a4e1696c40c0edba9f',
      );
    });

    it('Notification; Python-style "True" would not match', () => {
      const notification = {
        TerminalKey: '1234567890DEMO',
        OrderId: 'ord_1001',
        Success: true,
        Status: 'CONFIRMED',
        PaymentId: 5974256058,
        ErrorCode: '0',
        Amount: 150000,
        CardId: 475738102,
        Pan: '430000******0777',
        ExpDate: '1230',
      };
      expect(tinkoffToken(notification, password)).toBe(
        'ab99827b51728c2be647f0a6f4f375756cfe690922cb702159003da327e8f64c',
      );
      expect(tinkoffToken({ ...notification, Success: 'True' }, password)).toMatch(/^25221a5c0dd0/);
    });

    it('GetState', () => {
      expect(
        tinkoffToken({ TerminalKey: '1234567890DEMO', PaymentId: '5974256058' }, password),
      ).toBe('c7daf314c901c368f75b12b3a7d8059f2e00122cda0c0ef3ffeafdb68e18609a');
    });

    it('Cancel (the token function only)', () => {
      expect(
        tinkoffToken(
          { TerminalKey: '1234567890DEMO', PaymentId: '5974256058', Amount: 50000 },
          password,
        ),
      ).toBe('af1882870081db0c5e891bbdef2316750cfca157f6532637a69956e152af1a0a');
    });
  });

  it('skips nulls, arrays and Token; sorts by code unit, not by locale', () => {
    const base = { b: '2', a: '1' };
    const same = tinkoffToken(base, 'p');
    expect(
      tinkoffToken({ ...base, Token: 'x', Shops: [{ a: 1 }], Data: null, Extra: undefined }, 'p'),
    ).toBe(same);
    // Code-unit order puts Password < Z < a, values "x" "2" "1"; localeCompare would give "1x2".
    expect(tinkoffToken({ a: '1', Z: '2' }, 'x')).toBe(
      createHash('sha256').update('x21').digest('hex'),
    );
  });
});
