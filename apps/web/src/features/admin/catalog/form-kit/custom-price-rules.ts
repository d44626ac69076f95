import { z } from 'zod';
import type { CustomPriceBody } from '../api/custom-prices';
import { messages, readMoney, requiredMoney } from './rules';

/** A time-boxed price: a window (local date and time inputs) and its prices in RUB and AZN. */
export const customPriceSchema = z
  .object({
    start: z.string().min(1, messages.dateRequired),
    end: z.string().min(1, messages.dateRequired),
    price: requiredMoney,
    price_azn: requiredMoney,
  })
  // The API takes the window only when it ends after it starts; said on the end field.
  .refine(
    ({ start, end }) => !start || !end || new Date(end).getTime() > new Date(start).getTime(),
    { message: messages.endBeforeStart, path: ['end'] },
  );
export type CustomPriceValues = z.infer<typeof customPriceSchema>;

export const emptyCustomPrice: CustomPriceValues = { start: '', end: '', price: '', price_azn: '' };

/** The request: the local moments the admin typed, as ISO instants. */
export const customPriceBody = (values: CustomPriceValues): CustomPriceBody => ({
  start: new Date(values.start).toISOString(),
  end: new Date(values.end).toISOString(),
  price: readMoney(values.price),
  price_azn: readMoney(values.price_azn),
});

export type CustomPricePhase = 'active' | 'past' | 'future';

/** Whether a window is on now, over, or still to come. */
export function customPricePhase(
  window: { start: string; end: string },
  now: Date,
): CustomPricePhase {
  if (new Date(window.end).getTime() < now.getTime()) return 'past';
  if (new Date(window.start).getTime() > now.getTime()) return 'future';
  return 'active';
}
