import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
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
});
