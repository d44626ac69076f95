import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { RootLayout } from '@/app/root-layout';

describe('SkipLink', () => {
  it('is the first tab stop of a page and moves focus past the header to the main landmark', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderRoutes(
      [
        {
          path: '/',
          element: <RootLayout />,
          children: [{ index: true, element: <p>Главная</p> }],
        },
      ],
      ['/'],
    );
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Перейти к содержимому' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');

    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    await waitFor(() => expect(main).toHaveFocus());
    expect(main).toHaveTextContent('Главная');
    // The next Tab continues inside the content or after it, never back in the header.
    await user.tab();
    expect(screen.getByTestId('header').contains(document.activeElement)).toBe(false);
  });
});
