import { WrittenPages } from './written-pages.js';

/** A page writer that counts its calls. */
function writer(html: string | null) {
  const write = () => {
    write.calls += 1;
    return html;
  };
  write.calls = 0;
  return write;
}

describe('WrittenPages', () => {
  it('writes a page once for the same answer, and again when the answer changes', () => {
    const pages = new WrittenPages();
    const write = writer('<html>курс</html>');
    expect(pages.page('/videocourses/1', '{"price":2900}', write)).toBe('<html>курс</html>');
    expect(pages.page('/videocourses/1', '{"price":2900}', write)).toBe('<html>курс</html>');
    expect(write.calls).toBe(1);
    // A new price window, an edited title: a new answer.
    pages.page('/videocourses/1', '{"price":1900}', write);
    expect(write.calls).toBe(2);
    pages.page('/videocourses/2', '{"price":1900}', write);
    expect(write.calls).toBe(3);
  });

  it('keeps an answer that is not an item’s page (null) as written', () => {
    const pages = new WrittenPages();
    const write = writer(null);
    expect(pages.page('/kits/1', '{}', write)).toBeNull();
    expect(pages.page('/kits/1', '{}', write)).toBeNull();
    expect(write.calls).toBe(1);
  });

  it('holds at most its bound, letting the least recently sent page go', () => {
    const pages = new WrittenPages(2);
    pages.page('/a', '1', writer('/a'));
    pages.page('/b', '1', writer('/b'));
    pages.page('/a', '1', writer('/a')); // sent again: now the most recent
    pages.page('/c', '1', writer('/c'));
    expect(pages.size).toBe(2);
    expect(pages.page('/a', '1', writer('again'))).toBe('/a');
    expect(pages.page('/b', '1', writer('again'))).toBe('again');
  });
});
