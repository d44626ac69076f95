import { minorToMajorNumber } from '../money-text.js';
import { clip } from '../order-text.js';
import type { ReceiptSettings } from '../payment-provider.js';

/** The receipt line's name limit (payments.md §1.11). */
const ITEM_NAME_MAX = 128;

/**
 * The 54-FZ receipt for one line, as `Receipt` wants it: JSON, URL-encoded once (R1). The same R1
 * goes into the signature and into the form field; the form's own encoding adds the wire layer.
 * The line's sum equals OutSum.
 */
export function robokassaReceipt(
  settings: ReceiptSettings,
  line: { itemName: string; amountMinor: number },
): string {
  const receipt = {
    sno: settings.taxSystem,
    items: [
      {
        name: clip(line.itemName, ITEM_NAME_MAX),
        quantity: 1,
        sum: minorToMajorNumber(line.amountMinor),
        payment_method: settings.paymentMethod,
        payment_object: settings.paymentObject,
        tax: settings.vat,
      },
    ],
  };
  return encodeURIComponent(JSON.stringify(receipt));
}
