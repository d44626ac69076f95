import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { documents } from './paths';

const publicDir = path.join(import.meta.dirname, '../../public');
const MARKER = 'ШАБЛОН — текст предоставляет автор';

/** A PDF literal string as pdfkit writes Info values: escaped bytes, UTF-16BE after a BOM. */
function decodeLiteral(raw: string): string {
  const bytes = raw
    .replace(/\\([()\\])/g, '$1')
    .split('')
    .map((char) => char.charCodeAt(0));
  if (bytes[0] !== 0xfe || bytes[1] !== 0xff) return raw;
  return new TextDecoder('utf-16be').decode(new Uint8Array(bytes.slice(2)));
}

const LITERAL = String.raw`\(((?:\\.|[^\\)])*)\)`;

/** An Info dictionary entry, written inline or (as pdfkit does) as a reference to an object. */
function infoEntry(pdf: string, key: string): string | undefined {
  const reference = new RegExp(String.raw`/${key} (\d+) 0 R`).exec(pdf);
  const pattern = reference
    ? String.raw`\n${reference[1]} 0 obj\s*${LITERAL}`
    : `/${key} ${LITERAL}`;
  const match = new RegExp(pattern, 's').exec(pdf);
  return match ? decodeLiteral(match[1]) : undefined;
}

describe('legal documents', () => {
  it.each(Object.entries(documents))('%s is a PDF template marked as such', (_name, href) => {
    // latin1 keeps one character per byte, so the literal strings decode byte for byte.
    const pdf = readFileSync(`${publicDir}${href}`, 'latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(infoEntry(pdf, 'Subject')).toBe(MARKER);
    expect(infoEntry(pdf, 'Title')).toMatch(/[А-Яа-яЁё]/);
    // Each one is a real document now, not the one-line placeholder.
    expect(pdf.length).toBeGreaterThan(10_000);
  });
});
