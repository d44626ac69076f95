import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { Crumbs } from './crumbs';

function renderCrumbs() {
  renderWithProviders(
    <Crumbs
      trail={[
        { label: 'Обо мне', to: '/about' },
        { label: 'Мои компетенции', to: '/competencies' },
        { label: 'Семейная психотерапия и работа с парами' },
      ]}
    />,
  );
  return within(screen.getByTestId('breadcrumbs'));
}

describe('Crumbs', () => {
  it('links every crumb but the last, starting at the home page', () => {
    const crumbs = renderCrumbs();
    expect(crumbs.getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/');
    expect(crumbs.getByRole('link', { name: 'Обо мне' })).toHaveAttribute('href', '/about');
    expect(crumbs.getByRole('link', { name: 'Мои компетенции' })).toHaveAttribute(
      'href',
      '/competencies',
    );
    const current = crumbs.getByText('Семейная психотерапия и работа с парами');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).not.toHaveAttribute('href');
  });

  // On a 320 px phone the list used to squeeze each crumb until its word broke: 'Гла/вна/я'.
  it('moves whole crumbs to the next line instead of breaking their words', () => {
    const crumbs = renderCrumbs();
    expect(getComputedStyle(crumbs.getByRole('list')).flexWrap).toBe('wrap');
    const items = crumbs.getAllByRole('listitem');
    const last = items.pop();
    for (const item of items) {
      expect(getComputedStyle(item).whiteSpace).toBe('nowrap');
      expect(getComputedStyle(item).flexShrink).toBe('0');
    }
    // The title may wrap, but only between its words.
    expect(getComputedStyle(last!).whiteSpace).toBe('normal');
    expect(getComputedStyle(crumbs.getByRole('list')).wordBreak).toBe('normal');
  });
});
