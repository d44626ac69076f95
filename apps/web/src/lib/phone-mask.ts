import { CELLPHONE_MASK } from '@/config/constants';

/** Formats typed digits with the mask +# (###) ### #### (spec §5). */
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

/** The API stores the cellphone with spaces removed (decisions.md §2). */
export function stripSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}
