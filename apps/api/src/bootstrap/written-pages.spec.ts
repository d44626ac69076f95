import { jest } from '@jest/globals';
import { WrittenPages } from './written-pages.js';

describe('WrittenPages', () => {
  it('writes a page once for the same answer, and again when the answer changes', () => {
    const pages = new WrittenPages();
    const write = jest.fn(() => '<html>курс</html>');
    expect(pages.page('/videocourses/1', '{"price":2900}', write)).toBe('<html>курс</html>');
    expect(pages.page('/videocourses/1', '{"price":2900}', write)).toBe('<html>курс</html>');
    expect(write).toHaveBeenCalledTimes(1);
    // A new price window, an edited title: a new answer.
    pages.page('/videocourses/1', '{"price":1900}', write);
    expect(write).toHaveBeenCalledTimes(2);
    pages.page('/videocourses/2', '{"price":1900}', write);
    expect(write).toHaveBeenCalledTimes(3);
  });

  it('keeps an answer that is not an item’s page (null) as written', () => {
    const pages = new WrittenPages();
    const write = jest.fn(() => null);
    expect(pages.page('/kits/1', '{}', write)).toBeNull();
    expect(pages.page('/kits/1', '{}', write)).toBeNull();
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('holds at most its bound, letting the least recently sent page go', () => {
    const pages = new WrittenPages(2);
    const write = jest.fn((address: string) => () => address);
    pages.page('/a', '1', write('/a'));
    pages.page('/b', '1', write('/b'));
    pages.page('/a', '1', write('/a')); // sent again: now the most recent
    pages.page('/c', '1', write('/c'));
    expect(pages.size).toBe(2);
    const again = jest.fn(() => 'again');
    expect(pages.page('/a', '1', again)).toBe('/a');
    expect(pages.page('/b', '1', again)).toBe('again');
  });
});
