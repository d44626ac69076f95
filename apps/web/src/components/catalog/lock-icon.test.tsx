import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { LockIcon } from './lock-icon';

describe('LockIcon', () => {
  // It once rendered a bare <path> with no <svg> around it: nothing on screen.
  it('draws its path inside an <svg> with a view box', () => {
    renderWithProviders(<LockIcon data-testid="lock" />);
    const lock = screen.getByTestId('lock');
    expect(lock.tagName.toLowerCase()).toBe('svg');
    expect(lock).toHaveAttribute('viewBox', '0 0 24 24');
    expect(lock.querySelector('path')).not.toBeNull();
    expect(lock).toHaveAttribute('aria-hidden', 'true');
  });

  it('is announced when labelled', () => {
    renderWithProviders(<LockIcon aria-label="Видеокурс скрыт от посетителей" role="img" />);
    expect(screen.getByRole('img', { name: 'Видеокурс скрыт от посетителей' }).tagName).toBe('svg');
  });
});
