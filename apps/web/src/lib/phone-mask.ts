import { CELLPHONE_MASK } from '@/config/constants';

/** Formats typed digits with the cellphone mask +# (###) ### ####, dropping anything else. */
export function maskPhone(input: string, mask: string = CELLPHONE_MASK): string {
  const digits = input.replace(/\D/g, '');
  let result = '';
  let index = 0;
  for (const char of mask) {
    if (index >= digits.length) break;
    if (char === '#') {
      result += digits[index];
      index += 1;
    } else {
      result += char;
    }
  }
  return result;
}

/** True when the value is exactly what the mask makes of its own digits: no stray characters. */
export function followsPhoneMask(value: string, mask: string = CELLPHONE_MASK): boolean {
  return maskPhone(value, mask) === value;
}

/** The registration request sends the cellphone with spaces removed, as the API stores it. */
export function stripSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

/** True when the mask is filled to its last digit: +7 (999) 123 4567. */
export function isFullPhone(value: string, mask: string = CELLPHONE_MASK): boolean {
  return value.length === mask.length && followsPhoneMask(value, mask);
}
