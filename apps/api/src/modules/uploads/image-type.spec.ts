import { contentTypeOfExtension, detectImageType } from './image-type.js';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(
    values.map((value) =>
      typeof value === 'string' ? Buffer.from(value, 'latin1') : Buffer.from([value]),
    ),
  );

describe('image type by magic bytes', () => {
  it.each([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'), 'image/jpeg'],
    ['PNG', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d), 'image/png'],
    ['WebP', bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '), 'image/webp'],
    ['GIF', bytes('GIF89a'), null],
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
    ['a RIFF that is not WebP', bytes('RIFF', 0x24, 0, 0, 0, 'WAVEfmt '), null],
    ['a truncated PNG signature', bytes(0x89, 'PNG'), null],
    ['nothing', Buffer.alloc(0), null],
  ])('%s', (_, input, expected) => {
    expect(detectImageType(input)).toBe(expected);
  });

  it('serves only the accepted extensions', () => {
    expect(contentTypeOfExtension('PNG')).toBe('image/png');
    expect(contentTypeOfExtension('webp')).toBe('image/webp');
    expect(contentTypeOfExtension('html')).toBeNull();
  });
});
