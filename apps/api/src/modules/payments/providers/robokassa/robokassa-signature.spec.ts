import { robokassaReceipt } from './robokassa-receipt.js';
import {
  checkoutSignature,
  opStateSignature,
  returnSignature,
  robokassaDigest,
  signatureMatches,
} from './robokassa-signature.js';

/** payments.md §1.12: MerchantLogin demo-shop, passwords pass1_Test / pass2_Test, MD5. */
const demo = {
  merchantLogin: 'demo-shop',
  outSum: '1500.00',
  invId: '1001',
  password1: 'pass1_Test',
};
const shp = { Shp_userId: '42', Shp_orderId: 'ord_8f3a' };
const receiptJson =
  '{"sno":"usn_income","items":[{"name":"Подписка на 1 месяц","quantity":1,"sum":1500,"payment_method":"full_prepayment","payment_object":"service","tax":"none"}]}';
const R1 =
  '%7B%22sno%22%3A%22usn_income%22%2C%22items%22%3A%5B%7B%22name%22%3A%22%D0%9F%D0%BE%D0%B4%D0%BF%D0%B8%D1%81%D0%BA%D0%B0%20%D0%BD%D0%B0%201%20%D0%BC%D0%B5%D1%81%D1%8F%D1%86%22%2C%22quantity%22%3A1%2C%22sum%22%3A1500%2C%22payment_method%22%3A%22full_prepayment%22%2C%22payment_object%22%3A%22service%22%2C%22tax%22%3A%22none%22%7D%5D%7D';

describe('Robokassa signatures (payments.md §1.12)', () => {
  it('A: init without receipt, Shp pairs sorted after the password', () => {
    expect(checkoutSignature('md5', { ...demo, shp })).toBe('a86f6e21ff1affaf01b22cb045ea7d75');
  });

  it('B: the receipt is JSON URL-encoded once, and that R1 is signed in the 4th place', () => {
    const receipt = robokassaReceipt(
      {
        taxSystem: 'usn_income',
        vat: 'none',
        paymentMethod: 'full_prepayment',
        paymentObject: 'service',
      },
      { itemName: 'Подписка на 1 месяц', amountMinor: 150000 },
    );
    expect(decodeURIComponent(receipt)).toBe(receiptJson);
    expect(receipt).toBe(R1);
    expect(checkoutSignature('md5', { ...demo, receipt, shp })).toBe(
      'f897630f8797c593a31b4ecbeb84271a',
    );
    expect(checkoutSignature('sha256', { ...demo, receipt, shp })).toBe(
      '97297dcb950ef597bc6978fc937d9fe945b6ac1361d8ad797c52d5e627f3c5af',
    );
  });

  it("B′: PHP's urlencode (space → '+') gives another signature, so we never mix encoders", () => {
    const phpStyle = R1.replaceAll('%20', '+');
    const signed = checkoutSignature('md5', { ...demo, receipt: phpStyle, shp });
    expect(signed).toBe('b4681ff9326625f97c24c11e3f76068f');
    expect(signed).not.toBe(checkoutSignature('md5', { ...demo, receipt: R1, shp }));
  });

  it('C: ResultURL over the raw OutSum with Password#2, accepted in upper case', () => {
    const back = { outSum: '1500.000000', invId: '1001', password: 'pass2_Test', shp };
    const expected = returnSignature('md5', back);
    expect(expected).toBe('e00b19dd1653f1073a8d03da8bbed41b');
    expect(signatureMatches('E00B19DD1653F1073A8D03DA8BBED41B', expected)).toBe(true);
    // Reformatting OutSum to 1500.00 would sign something else: the raw string is what counts.
    expect(returnSignature('md5', { ...back, outSum: '1500.00' })).toBe(
      'c2ff93fa9c0a445a2717c8e9134696b9',
    );
    expect(
      signatureMatches('E00B19DD1653F1073A8D03DA8BBED41B', 'c2ff93fa9c0a445a2717c8e9134696b9'),
    ).toBe(false);
  });

  it('D: SuccessURL with Password#1', () => {
    expect(
      returnSignature('md5', { outSum: '1500.000000', invId: '1001', password: 'pass1_Test', shp }),
    ).toBe('240864a5bceb9f3097c42859642def03');
  });

  it('E: OpStateExt', () => {
    expect(
      opStateSignature('md5', {
        merchantLogin: 'demo-shop',
        invoiceId: '1001',
        password2: 'pass2_Test',
      }),
    ).toBe('9f6103b331c016f5e0dab26491c0b3a3');
  });

  it('igor-netFantom/robokassa-api test vectors', () => {
    expect(
      checkoutSignature('md5', {
        merchantLogin: 'robo-demo',
        outSum: '100.00',
        invId: '1',
        password1: 'password_1',
      }),
    ).toBe('8ca1d1c1a6f9353bebe5b087697ba797');
    expect(
      checkoutSignature('md5', {
        merchantLogin: 'robo-demo',
        outSum: '10.00',
        invId: '1',
        password1: 'password#1',
        shp: { shp_user_id: '1', shp_email: 'user@example.com' },
      }),
    ).toBe('b98027823a17ee5be83c767f18315400');
    // No InvId, with OutSumCurrency and UserIp: the generic digest over the documented order.
    expect(
      robokassaDigest('md5', ['robo-demo', '10.00', '', 'USD', '127.0.0.1', 'password#1']),
    ).toBe('9113fcc7a218deb0b5bc1c9c8e28c513');
  });

  it('every cabinet algorithm gives hex of its own length', () => {
    const lengths = {
      md5: 32,
      ripemd160: 40,
      sha1: 40,
      sha256: 64,
      sha384: 96,
      sha512: 128,
    } as const;
    for (const [hash, length] of Object.entries(lengths)) {
      expect(robokassaDigest(hash as keyof typeof lengths, ['a', 'b'])).toMatch(
        new RegExp(`^[0-9a-f]{${length}}$`),
      );
    }
  });
});
