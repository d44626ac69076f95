import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { AppShell } from './app-shell';

describe('AppShell', () => {
  it('commits the page with the header first, and the footer below it in a commit of its own', async () => {
    stubFetch({});
    const footerAtPageCommit: boolean[] = [];
    function Page() {
      useLayoutEffect(() => {
        footerAtPageCommit.push(document.querySelector('footer') !== null);
      }, []);
      return <p>Главная</p>;
    }
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <AppShell>
              <Page />
            </AppShell>
          ),
        },
      ],
      ['/'],
    );
    expect(await screen.findByTestId('footer')).toBeInTheDocument();
    expect(footerAtPageCommit).toEqual([false]);
    expect(screen.getByTestId('header')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Главная');
  });
});
