import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { coverArt } from './cover-art';
import { CoverImage } from './cover-image';
import { GeneratedCover } from './generated-cover';

const TITLE = 'Личные границы';

/** The cover's drawing without the per-instance gradient id, to compare two renders. */
function drawing(id: number, title = TITLE, kind: 'course' | 'kit' = 'course') {
  const { container, unmount } = renderWithProviders(
    <GeneratedCover kind={kind} id={id} title={title} maxH="270px" />,
  );
  const markup = (container.querySelector('svg')?.outerHTML ?? '').replace(/cover-[\w-]+/g, 'g');
  unmount();
  return markup;
}

describe('generated covers', () => {
  it('draws the same cover for the same item every time', () => {
    expect(coverArt('course', 7, TITLE)).toEqual(coverArt('course', 7, TITLE));
    expect(drawing(7)).toBe(drawing(7));
  });

  it('draws a different cover for every id, and for a kit and a course with the same id', () => {
    const covers = Array.from({ length: 30 }, (_, index) => drawing(index + 1));
    expect(new Set(covers).size).toBe(30);
    expect(drawing(3, TITLE, 'kit')).not.toBe(drawing(3, TITLE, 'course'));
  });

  it('gives neighbouring ids different colours', () => {
    for (let id = 1; id < 20; id += 1) {
      expect(coverArt('course', id, TITLE).from).not.toBe(coverArt('course', id + 1, TITLE).from);
    }
  });

  it("shows the title's initial and names the picture after the title", () => {
    renderWithProviders(<GeneratedCover kind="kit" id={1} title="  отношения" maxH="90px" />);
    const cover = screen.getByRole('img', { name: 'отношения' });
    expect(cover).toHaveTextContent('О');
  });

  it('uses the uploaded image when there is one, the generated cover otherwise', () => {
    renderWithProviders(
      <>
        <CoverImage src="/uploads/a.jpg" alt="С картинкой" id={1} />
        <CoverImage src={null} alt="Без картинки" id={2} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'С картинкой' })).toHaveAttribute(
      'src',
      '/uploads/a.jpg',
    );
    expect(screen.getByRole('img', { name: 'Без картинки' })).toHaveAttribute(
      'data-testid',
      'generated-cover',
    );
  });
});
