import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { IMAGE_SIZES } from '@/lib/image-variants';
import { renderWithProviders } from '@/testing/render';
import { ResponsiveImage } from './responsive-image';

const SRC = '/uploads/images/cover.jpg';
const SRCSET =
  '/uploads/images/cover-w320.webp 320w, /uploads/images/cover-w640.webp 640w, ' +
  '/uploads/images/cover-w768.webp 768w, /uploads/images/cover-w1024.webp 1024w';

describe('ResponsiveImage', () => {
  it('offers the WebP variants with sizes, lazy, async and a fixed box', () => {
    renderWithProviders(<ResponsiveImage src={SRC} alt="Личные границы" sizes="card" />);
    const image = screen.getByRole('img', { name: 'Личные границы' });
    expect(image).toHaveAttribute('src', SRC);
    expect(image).toHaveAttribute('srcset', SRCSET);
    expect(image).toHaveAttribute('sizes', IMAGE_SIZES.card);
    expect(image).toHaveAttribute('width', '1024');
    expect(image).toHaveAttribute('height', '576');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('fetchpriority', 'auto');
    expect(getComputedStyle(image).aspectRatio).toBe('16 / 9');
  });

  it('loads the first image above the fold at once and ahead of the rest', () => {
    renderWithProviders(<ResponsiveImage src={SRC} alt="Обложка" sizes="page" priority />);
    const image = screen.getByRole('img', { name: 'Обложка' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('sizes', IMAGE_SIZES.page);
  });

  it('falls back to the original when the variants are missing, then reports it unavailable', () => {
    const onUnavailable = vi.fn();
    renderWithProviders(
      <ResponsiveImage
        src={SRC}
        alt="Старая загрузка"
        sizes="card"
        onUnavailable={onUnavailable}
      />,
    );
    const image = screen.getByRole('img', { name: 'Старая загрузка' });
    fireEvent.error(image);
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
    expect(image).toHaveAttribute('src', SRC);
    expect(onUnavailable).not.toHaveBeenCalled();
    fireEvent.error(image);
    expect(onUnavailable).toHaveBeenCalledTimes(1);
  });

  it('shows an address that is not an upload as it is', () => {
    const onUnavailable = vi.fn();
    renderWithProviders(
      <ResponsiveImage
        src="https://cdn.example/cover.jpg"
        alt="Внешняя"
        sizes="card"
        onUnavailable={onUnavailable}
      />,
    );
    const image = screen.getByRole('img', { name: 'Внешняя' });
    expect(image).toHaveAttribute('src', 'https://cdn.example/cover.jpg');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('width', '1024');
    fireEvent.error(image);
    expect(onUnavailable).toHaveBeenCalledTimes(1);
  });
});
