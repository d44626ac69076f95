import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { Link } from 'react-router-dom';
import { useUrlFilters } from './use-url-filters';

function Probe() {
  const { filters, page, setFilters, setPage, reset, filtered } = useUrlFilters(['search', 'paid']);
  return (
    <div>
      <output data-testid="state">{JSON.stringify({ filters, page, filtered })}</output>
      <button onClick={() => setFilters({ search: ' анна ' })}>search</button>
      <button onClick={() => setFilters({ paid: '' })}>clear-paid</button>
      <button onClick={() => setPage(3)}>page-3</button>
      <button
        onClick={() => {
          setFilters({ search: 'анна' });
          setFilters({ paid: '1' });
        }}
      >
        both
      </button>
      <button onClick={reset}>reset</button>
      <Link to="/other">other page</Link>
    </div>
  );
}

const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}') as unknown;

describe('useUrlFilters', () => {
  it('reads the filters and the page from the URL, ignoring an unreadable page', () => {
    renderWithProviders(<Probe />, { initialEntries: ['/test?paid=1&page=abc&other=x'] });
    expect(state()).toEqual({ filters: { search: '', paid: '1' }, page: 1, filtered: true });
  });

  it('sets a trimmed filter, drops the page and replaces the history entry', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<Probe />, {
      initialEntries: ['/test?paid=1&page=4&other=x'],
    });
    expect(state()).toMatchObject({ page: 4 });
    await user.click(screen.getByText('search'));
    expect(router.state.historyAction).toBe('REPLACE');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('search')).toBe('анна');
    expect(params.get('page')).toBeNull();
    expect(params.get('other')).toBe('x');
    expect(state()).toEqual({ filters: { search: 'анна', paid: '1' }, page: 1, filtered: true });

    await user.click(screen.getByText('clear-paid'));
    expect(new URLSearchParams(router.state.location.search).has('paid')).toBe(false);
  });

  it('pushes a page change and resets everything it owns', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<Probe />, { initialEntries: ['/test?search=a&x=1'] });
    await user.click(screen.getByText('page-3'));
    expect(router.state.historyAction).toBe('PUSH');
    expect(state()).toMatchObject({ page: 3 });
    await user.click(screen.getByText('reset'));
    expect(router.state.location.search).toBe('?x=1');
    expect(state()).toEqual({ filters: { search: '', paid: '' }, page: 1, filtered: false });
  });

  it('keeps both of two changes made before the screen re-renders', async () => {
    // Two filters picked in quick succession: the second builds on the first, not on the render.
    const user = userEvent.setup();
    const { router } = renderWithProviders(<Probe />, { initialEntries: ['/test?x=1'] });
    await user.click(screen.getByText('both'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('search')).toBe('анна');
    expect(params.get('paid')).toBe('1');
    expect(params.get('x')).toBe('1');
    expect(state()).toEqual({ filters: { search: 'анна', paid: '1' }, page: 1, filtered: true });
  });

  it('does not pull the user back to the list while the page they chose is loading', async () => {
    // The search box commits after a pause: a click on a row's link may come first, and the
    // chosen page's code may still be loading when the pause ends.
    const user = userEvent.setup();
    let loaded = () => {};
    const chunk = new Promise<void>((resolve) => (loaded = resolve));
    const { router } = renderWithProviders(<Probe />, {
      initialEntries: ['/test'],
      routes: [
        {
          path: '/other',
          lazy: async () => {
            await chunk;
            return { element: <p>other</p> };
          },
        },
      ],
    });
    await user.click(screen.getByText('other page'));
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    await user.click(screen.getByText('search'));
    loaded();
    await screen.findByText('other');
    expect(router.state.location.pathname).toBe('/other');
    expect(router.state.location.search).toBe('');
  });
});
