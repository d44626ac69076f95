import { amountField, parsePaymentId, textField } from './callback-fields.js';
import { constantTimeEqual } from './constant-time.js';
import { clip, looksLikeEmail } from './order-text.js';
import { ProviderError } from './payment-provider.js';
import { type FetchLike, parseJsonObject, requestText } from './provider-http.js';

describe('constantTimeEqual', () => {
  it('is equality, whatever the lengths', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
    expect(constantTimeEqual('', 'a')).toBe(false);
    expect(constantTimeEqual('ё', 'е')).toBe(false);
  });
});

describe('clip', () => {
  it('cuts by characters and never splits a surrogate pair', () => {
    expect(clip('  Курс  ', 10)).toBe('Курс');
    expect(clip('абвгд', 3)).toBe('абв');
    const emoji = '😀'.repeat(5);
    expect(clip(emoji, 2)).toBe('😀😀');
    expect(() => encodeURIComponent(clip(`a${emoji}`, 2))).not.toThrow();
  });
});

describe('looksLikeEmail', () => {
  it.each([
    ['learner@example.com', true],
    ['a.b+c@mail.ru', true],
    ['learner', false],
    ['+79001234567', false],
    ['a@b', false],
    ['a b@c.d', false],
  ])('%p → %p', (text, expected) => {
    expect(looksLikeEmail(text)).toBe(expected);
  });
});

describe('callback fields', () => {
  it('textField takes non-empty strings only', () => {
    const raw = { a: 'x', empty: '', list: ['x', 'y'], number: 5 };
    expect(textField(raw, 'a')).toBe('x');
    expect(textField(raw, 'empty')).toBeNull();
    expect(textField(raw, 'list')).toBeNull();
    expect(textField(raw, 'number')).toBeNull();
    expect(textField(raw, 'missing')).toBeNull();
  });

  it.each([
    ['42', 42],
    [42, 42],
    ['2147483647', 2147483647],
    ['2147483648', null],
    [2147483648, null],
    ['0', null],
    [0, null],
    ['042', null],
    ['-1', null],
    [-1, null],
    ['1.5', null],
    [1.5, null],
    ['ORD-1001', null],
    ['12a', null],
    [' 12', null],
    ['99999999999999999', null],
    [null, null],
    [undefined, null],
    [['42'], null],
  ])('parsePaymentId(%p) → %p', (value, expected) => {
    expect(parsePaymentId(value)).toBe(expected);
  });

  it('amountField tells absent from unreadable', () => {
    expect(amountField({ amount: 30.75 }, 'amount')).toBe(3075);
    expect(amountField({ amount: '30.75' }, 'amount')).toBe(3075);
    expect(amountField({}, 'amount')).toBeUndefined();
    expect(amountField({ amount: null }, 'amount')).toBeUndefined();
    expect(amountField({ amount: 'thirty' }, 'amount')).toBeNull();
  });
});

describe('requestText', () => {
  const call = (fetchFn: FetchLike) =>
    requestText(fetchFn, {
      name: 'Probe',
      url: 'https://provider.example/x?Signature=s',
      init: {},
      failMessage: 'Сбой',
    });

  it('answers the body of a 2xx answer and passes a timeout signal', async () => {
    let signal: AbortSignal | null | undefined;
    const text = await call(async (_url, init) => {
      signal = init.signal;
      return new Response('hello');
    });
    expect(text).toBe('hello');
    expect(signal).toBeInstanceOf(AbortSignal);
  });

  it.each([
    [
      'a network error',
      () => Promise.reject(new TypeError('fetch failed')),
      'Probe: TypeError: fetch failed',
    ],
    [
      'a timeout',
      () =>
        Promise.reject(
          new DOMException('The operation was aborted due to timeout', 'TimeoutError'),
        ),
      'Probe: TimeoutError: The operation was aborted due to timeout',
    ],
    [
      'an HTTP error',
      () => Promise.resolve(new Response('oops', { status: 503 })),
      'Probe: HTTP 503',
    ],
  ])('turns %s into a ProviderError without the URL', async (_what, fetchFn, detail) => {
    const error = await call(fetchFn as FetchLike).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ message: 'Сбой', detail });
    expect((error as ProviderError).detail).not.toContain('Signature');
  });

  it('parseJsonObject refuses non-JSON and non-objects', () => {
    const meta = { name: 'Probe', failMessage: 'Сбой' };
    expect(parseJsonObject('{"a":1}', meta)).toEqual({ a: 1 });
    expect(() => parseJsonObject('<html>', meta)).toThrow(ProviderError);
    expect(() => parseJsonObject('[1]', meta)).toThrow(ProviderError);
    expect(() => parseJsonObject('null', meta)).toThrow(ProviderError);
  });
});
