import { describe, expect, it } from 'vitest';
import { CELLPHONE_MASK } from '@/config/constants';
import { authMessages, registrationSchema } from './schemas';

const cellphoneRule = registrationSchema.shape.cellphone;

/** The messages the rule answers a value with; none when it accepts it. */
function cellphoneMessages(value: string): string[] {
  const result = cellphoneRule.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('registration cellphone rule', () => {
  it('accepts the whole mask filled in, 17 characters', () => {
    const phone = '+7 (999) 123 4567';
    expect(phone).toHaveLength(17);
    expect(cellphoneMessages(phone)).toEqual([]);
  });

  it('refuses a phone one digit short, 16 characters, as not filled in', () => {
    const phone = '+7 (999) 123 456';
    expect(phone).toHaveLength(16);
    expect(cellphoneMessages(phone)).toEqual([authMessages.required]);
  });

  it.each([
    ['an empty field', ''],
    ['17 letters', 'abcdefghijklmnopq'],
    ['17 digits without the mask', '79991234567890123'],
    ['the mask with a letter for the last digit', '+7 (999) 123 456x'],
    ['the mask with other separators', '+7-(999)-123-4567'],
    ['the unfilled mask itself', CELLPHONE_MASK],
    ['a longer phone than the mask holds', '+7 (999) 123 45678'],
  ])('refuses %s as not filled in', (_case, value) => {
    const messages = cellphoneMessages(value);
    expect(messages.length).toBeGreaterThan(0);
    expect(new Set(messages)).toEqual(new Set([authMessages.required]));
  });
});
