import { afterEach, describe, expect, it, vi } from 'vitest';
import { isWebAddress, openProviderPage, submitProviderForm } from './provider-checkout';

function captureSubmits() {
  const submitted: HTMLFormElement[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
    this: HTMLFormElement,
  ) {
    submitted.push(this);
  });
  return submitted;
}

const fieldsOf = (form: HTMLFormElement) =>
  Object.fromEntries([...form.querySelectorAll('input')].map((input) => [input.name, input.value]));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('submitProviderForm', () => {
  it('posts every field as a hidden input to the checkout address', () => {
    const submitted = captureSubmits();
    const receipt = '%7B%22items%22%3A%5B%5D%7D';
    submitProviderForm('https://auth.robokassa.ru/Merchant/Index.aspx', {
      MerchantLogin: 'demo-shop',
      OutSum: '4900.00',
      Receipt: receipt,
    });

    expect(submitted).toHaveLength(1);
    const [form] = submitted;
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://auth.robokassa.ru/Merchant/Index.aspx');
    expect(form.isConnected).toBe(true);
    expect([...form.querySelectorAll('input')].every((input) => input.type === 'hidden')).toBe(
      true,
    );
    // The receipt goes out exactly as the server encoded it, not encoded a second time.
    expect(fieldsOf(form)).toEqual({
      MerchantLogin: 'demo-shop',
      OutSum: '4900.00',
      Receipt: receipt,
    });
  });

  it('refuses an address that is not http(s)', () => {
    const submitted = captureSubmits();
    expect(() => submitProviderForm('javascript:alert(1)', { data: 'x' })).toThrow();
    expect(submitted).toHaveLength(0);
  });
});

describe('openProviderPage', () => {
  it('navigates to the payment page', () => {
    const location = { assign: vi.fn() };
    openProviderPage('https://securepay.tinkoff.ru/new/abc', location);
    expect(location.assign).toHaveBeenCalledWith('https://securepay.tinkoff.ru/new/abc');
  });

  it('refuses a non-web address', () => {
    const location = { assign: vi.fn() };
    expect(() => openProviderPage('data:text/html,hi', location)).toThrow();
    expect(location.assign).not.toHaveBeenCalled();
  });
});

describe('isWebAddress', () => {
  it.each([
    ['https://epoint.az/api/1/checkout', true],
    ['http://localhost:3000/api/v1/payment/sandbox/robokassa', true],
    ['/relative/path', false],
    ['javascript:void(0)', false],
  ])('%s → %s', (value, expected) => {
    expect(isWebAddress(value)).toBe(expected);
  });
});
