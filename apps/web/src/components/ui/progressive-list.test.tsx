import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { QueryClient } from '@tanstack/react-query';
import { i18next } from '@/lib/i18n';
import { AppProviders } from '@/app/providers';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { FIRST_SCREEN_ITEMS, PROGRESSIVE_PAGE_SIZE, ProgressiveList } from './progressive-list';

const items = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

function List({ count }: { count: number }) {
  return (
    <ProgressiveList items={items(count)}>
      {(visible) => (
        <ul>
          {visible.map((item) => (
            <li key={item}>
              <a href={`/item/${item}`}>Пункт {item}</a>
            </li>
          ))}
        </ul>
      )}
    </ProgressiveList>
  );
}

/** An IntersectionObserver whose targets come into view when the test says so. */
function stubObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; target?: Element }>();
  class Observer {
    private readonly entry: { callback: IntersectionObserverCallback; target?: Element };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.target = target;
    }
    disconnect() {
      observers.delete(this.entry);
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    /** Reports the sentinel near the viewport to the observers watching now. */
    reachEnd() {
      for (const { callback, target } of [...observers]) {
        const entry = { isIntersecting: true, target } as IntersectionObserverEntry;
        act(() => callback([entry], {} as IntersectionObserver));
      }
    },
  };
}

const shownLinks = () => screen.getAllByRole('link').length;

describe('ProgressiveList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders a short list whole, with no count and no button', () => {
    renderWithProviders(<List count={PROGRESSIVE_PAGE_SIZE} />);
    expect(shownLinks()).toBe(PROGRESSIVE_PAGE_SIZE);
    expect(screen.queryByTestId('progressive-count')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });

  it('draws the first screen’s items in its first render, the rest of the first step after it', () => {
    // Without effects (a server's render), what the first render commits
    const first = renderToString(
      <AppProviders i18n={i18next} queryClient={new QueryClient()}>
        <List count={300} />
      </AppProviders>,
    );
    expect(first.match(/<a /g)).toHaveLength(FIRST_SCREEN_ITEMS);
    expect(first).toContain('Показано 24 из 300');
    stubObserver();
    renderWithProviders(<List count={300} />);
    expect(shownLinks()).toBe(24);
  });

  it('renders the first 24 of a long list and announces how many are shown', () => {
    stubObserver();
    renderWithProviders(<List count={300} />);
    expect(shownLinks()).toBe(24);
    const count = screen.getByTestId('progressive-count');
    expect(count).toHaveTextContent('Показано 24 из 300');
    expect(count).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: 'Показать ещё' })).toBeVisible();
  });

  it('adds the next 24 each time the end of the list nears the viewport', () => {
    const observer = stubObserver();
    renderWithProviders(<List count={60} />);
    observer.reachEnd();
    expect(shownLinks()).toBe(48);
    expect(screen.getByTestId('progressive-count')).toHaveTextContent('Показано 48 из 60');
    observer.reachEnd();
    expect(shownLinks()).toBe(60);
    expect(screen.getByTestId('progressive-count')).toHaveTextContent('Показано 60 из 60');
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });

  it('shows more from the keyboard and moves focus to the first new item', async () => {
    stubObserver();
    const user = userEvent.setup();
    renderWithProviders(<List count={30} />);
    const button = screen.getByRole('button', { name: 'Показать ещё' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(shownLinks()).toBe(30);
    expect(screen.getByRole('link', { name: 'Пункт 25' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).not.toBeInTheDocument();
  });

  it('works by the button alone where IntersectionObserver does not exist', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const user = userEvent.setup();
    renderWithProviders(<List count={50} />);
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(shownLinks()).toBe(48);
    expect(screen.getByRole('link', { name: 'Пункт 25' })).toHaveFocus();
  });
});
