import {
  decodeEpointData,
  encodeEpointData,
  epointSignature,
  signEpointRequest,
  verifiedEpointData,
} from './epoint-signature.js';

/** The private key of the official doc's example (payments.md §2.9). */
const docKey = 'd3hjsl38sd8kdfhbcea0be04eafde9e8e2bad2fb092d';

const callbackData =
  'eyJvcmRlcl9pZCI6Ik9SRC0xMDAxIiwic3RhdHVzIjoic3VjY2VzcyIsImNvZGUiOiIwMDAiLCJtZXNzYWdlIjoiQ29uZmlybWVkIiwidHJhbnNhY3Rpb24iOiJ0ZTAwMDAwMDEyMyIsImJhbmtfdHJhbnNhY3Rpb24iOiJidDAwMDAwMDQ1NiIsImJhbmtfcmVzcG9uc2UiOiJBcHByb3ZlZCIsIm9wZXJhdGlvbl9jb2RlIjoiMTAwIiwicnJuIjoiNTEyMzQ1Njc4OTAxIiwiY2FyZF9uYW1lIjoiSk9ITiBET0UiLCJjYXJkX21hc2siOiI0MTY5NzMqKioqKioxMjM0IiwiYW1vdW50IjozMC43NSwib3RoZXJfYXR0ciI6bnVsbH0=';

describe('Epoint data and signature (payments.md §2.9)', () => {
  it('the doc vector: base64 of the raw SHA-1, not of its hex', () => {
    const data = encodeEpointData({
      public_key: 'i000000001',
      amount: '30.75',
      currency: 'AZN',
      description: 'test payment',
      order_id: '1',
    });
    expect(data).toBe(
      'eyJwdWJsaWNfa2V5IjoiaTAwMDAwMDAwMSIsImFtb3VudCI6IjMwLjc1IiwiY3VycmVuY3kiOiJBWk4iLCJkZXNjcmlwdGlvbiI6InRlc3QgcGF5bWVudCIsIm9yZGVyX2lkIjoiMSJ9',
    );
    const signature = epointSignature(docKey, data);
    expect(signature).toBe('a76GNudqblZtV8qF199hctA+cG0=');
    expect(signature).not.toBe('6bbe8636e76a6e566d57ca85d7df6172d03e706d');
    expect(signature).not.toBe('NmJiZTg2MzZlNzZhNmU1NjZkNTdjYTg1ZDdkZjYxNzJkMDNlNzA2ZA==');
  });

  it('our request: number amount, unescaped slashes', () => {
    const signed = signEpointRequest(docKey, {
      public_key: 'i000000001',
      amount: 30.75,
      currency: 'AZN',
      language: 'az',
      order_id: 'ORD-1001',
      description: 'Order 1001',
      success_redirect_url: 'https://shop.example/pay/success',
      error_redirect_url: 'https://shop.example/pay/error',
    });
    expect(signed).toEqual({
      data: 'eyJwdWJsaWNfa2V5IjoiaTAwMDAwMDAwMSIsImFtb3VudCI6MzAuNzUsImN1cnJlbmN5IjoiQVpOIiwibGFuZ3VhZ2UiOiJheiIsIm9yZGVyX2lkIjoiT1JELTEwMDEiLCJkZXNjcmlwdGlvbiI6Ik9yZGVyIDEwMDEiLCJzdWNjZXNzX3JlZGlyZWN0X3VybCI6Imh0dHBzOi8vc2hvcC5leGFtcGxlL3BheS9zdWNjZXNzIiwiZXJyb3JfcmVkaXJlY3RfdXJsIjoiaHR0cHM6Ly9zaG9wLmV4YW1wbGUvcGF5L2Vycm9yIn0=',
      signature: 'yJWAi+0T+6cfDbvM/Ub8RL8aUgo=',
    });
    expect(new URLSearchParams(signed).toString()).toMatch(
      /In0%3D&signature=yJWAi%2B0T%2B6cfDbvM%2FUb8RL8aUgo%3D$/,
    );
  });

  it('the simulated callback verifies over the received string and decodes', () => {
    expect(verifiedEpointData(docKey, callbackData, 'CMRJGmhDIJRb2tu/1ob2kKFyYgg=')).toBe(
      callbackData,
    );
    expect(decodeEpointData(callbackData)).toMatchObject({
      order_id: 'ORD-1001',
      status: 'success',
      code: '000',
      transaction: 'te000000123',
      amount: 30.75,
      other_attr: null,
    });
  });

  it('get-status request', () => {
    expect(
      signEpointRequest(docKey, { public_key: 'i000000001', transaction: 'te000000123' }),
    ).toEqual({
      data: 'eyJwdWJsaWNfa2V5IjoiaTAwMDAwMDAwMSIsInRyYW5zYWN0aW9uIjoidGUwMDAwMDAxMjMifQ==',
      signature: 'JYsE+IKsMW9Y9+2bGENSph/Wiwc=',
    });
  });

  it("repairs '+' turned into spaces by a form parser, in data and in signature, and nothing else", () => {
    const signed = signEpointRequest(docKey, { note: '>>>?' }); // base64 "Pj4+Pz8/" territory
    expect(signed.data).toContain('+');
    const spaced = signed.data.replaceAll('+', ' ');
    expect(verifiedEpointData(docKey, spaced, signed.signature)).toBe(signed.data);
    const docSignature = 'a76GNudqblZtV8qF199hctA+cG0=';
    const docData = encodeEpointData({
      public_key: 'i000000001',
      amount: '30.75',
      currency: 'AZN',
      description: 'test payment',
      order_id: '1',
    });
    expect(verifiedEpointData(docKey, docData, docSignature.replace('+', ' '))).toBe(docData);
    expect(verifiedEpointData(docKey, spaced, 'AAAA')).toBeNull();
    expect(verifiedEpointData('another-key', signed.data, signed.signature)).toBeNull();
    expect(verifiedEpointData(docKey, `${signed.data}=`, signed.signature)).toBeNull();
  });

  it('decodeEpointData refuses what is not a JSON object', () => {
    expect(decodeEpointData(Buffer.from('[1,2]').toString('base64'))).toBeNull();
    expect(decodeEpointData(Buffer.from('not json').toString('base64'))).toBeNull();
    expect(decodeEpointData('%%%')).toBeNull();
  });
});
