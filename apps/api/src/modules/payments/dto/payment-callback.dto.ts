import type { SchemaObject } from '@nestjs/swagger';

/**
 * What each provider posts to its callback, for the contract only: the adapters read the raw fields
 * and check the signature over them as received, so no DTO reshapes or validates them first.
 */
const text = (example: string, description?: string): SchemaObject => ({
  type: 'string',
  example,
  ...(description ? { description } : {}),
});

/** Robokassa ResultURL fields (payments.md §1.7); Shp_* fields of our own may follow. */
export const robokassaResultFields: Record<string, SchemaObject> = {
  OutSum: text('4900.000000', 'The amount, as Robokassa writes it'),
  InvId: text('42', 'Our payment id'),
  SignatureValue: text('7E0E8A6F3C1B2D4E5F60718293A4B5C6', 'MD5 of OutSum:InvId:Password2'),
  EMail: text('buyer@example.com'),
  PaymentMethod: text('BankCard'),
  Fee: text('0.00'),
  IsTest: text('1', 'Present on test payments'),
};

export const ROBOKASSA_REQUIRED_FIELDS = ['OutSum', 'InvId', 'SignatureValue'];

export const robokassaResultBody: SchemaObject = {
  type: 'object',
  required: ROBOKASSA_REQUIRED_FIELDS,
  properties: robokassaResultFields,
};

/** Epoint result_url: the base64 JSON `data` and its `signature` (payments.md §2.4). */
export const epointResultBody: SchemaObject = {
  type: 'object',
  required: ['data', 'signature'],
  properties: {
    data: text('eyJvcmRlcl9pZCI6IjQyIiwic3RhdHVzIjoic3VjY2VzcyJ9', 'Base64 of the result JSON'),
    signature: text('bXlzaWduYXR1cmU=', 'Base64 of SHA1(private_key + data + private_key)'),
  },
};

/** A Tinkoff notification (payments.md §3.2); `Token` signs every top-level scalar field. */
export const tinkoffNotificationBody: SchemaObject = {
  type: 'object',
  required: ['TerminalKey', 'OrderId', 'Status', 'PaymentId', 'Token'],
  properties: {
    TerminalKey: text('TestTerminalDEMO'),
    OrderId: text('42', 'Our payment id'),
    Success: { type: 'boolean', example: true },
    Status: text('CONFIRMED'),
    PaymentId: { type: 'integer', example: 700000042 },
    ErrorCode: text('0'),
    Amount: { type: 'integer', example: 490000, description: 'In kopecks' },
    CardId: { type: 'integer', example: 475738102 },
    Pan: text('430000******0777'),
    ExpDate: text('1230'),
    Token: text('0a1b2c3d4e5f', 'SHA-256 over the sorted values and the password'),
  },
};
