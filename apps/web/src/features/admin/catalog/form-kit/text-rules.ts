import { z } from 'zod';
import { messages } from './rules';

/** A whole number typed into a text input; '' means "not set". */
export const optionalWholeNumber = z
  .string()
  .trim()
  .refine((text) => text === '' || /^-?\d+$/.test(text), messages.wholeNumber);

/** Paragraphs are typed separated by an empty line. */
const PARAGRAPH_BREAK = /\n\s*\n/;

export const paragraphs = (text: string) =>
  text
    .split(PARAGRAPH_BREAK)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

export const paragraphsText = (list: string[]) => list.join('\n\n');
